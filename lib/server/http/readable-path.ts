/**
 * Whether a request target's path can be read: its %-escapes decode to UTF-8 and none of them is NUL. Next.js
 * fails on the others deep inside rendering (a 500 with nothing logged: `/product/%ZZ`), or hands the text on to
 * the database, which refuses NUL (`/product/%00`).
 */
export function isReadablePath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0];
  try {
    return !decodeURIComponent(path).includes('\0');
  } catch {
    return false;
  }
}

/**
 * The request target Next.js is given: as it came, or, when its path cannot be read, with the path taken literally
 * (every `%` escaped as `%25`). The route then sees the characters that were sent (`/product/%ZZ` has the slug
 * `%ZZ`) and refuses them as it refuses any other bad value: a page with its 404, the API with its JSON 4xx.
 */
export function readableTarget(target: string): string {
  if (isReadablePath(target)) return target;
  const end = target.search(/[?#]/);
  const path = end === -1 ? target : target.slice(0, end);
  const rest = end === -1 ? '' : target.slice(end);
  return path.replaceAll('%', '%25') + rest;
}
