// A page address a visitor hands the shop (the «Что можно улучшить» form's `url_current`) and the shop shows back
// as a link: on the form, after sending it, and in the staff inbox. Only a path of the shop itself is taken, so
// such a link never leads to another site. Browsers are lenient in ways that turn a path into another host:
// `//evil.example` and `/\evil.example` are protocol-relative, tabs and newlines inside a URL are dropped
// (`/\t/evil.example` is `//evil.example`), and a path may be written %-escaped (`/%2F%2Fevil.example`, which some
// servers and routers decode on the way). Each is refused, whatever it would resolve to.

/** The longest page address kept (a listing's URL with every filter fits). */
export const MAX_SHOP_PATH = 2000;

// Whitespace and control characters (a URL parser drops or rejects them), and backslashes (read as `/`).
const UNSAFE = /[\s\u0000-\u001F\u007F\\]/;
// A second slash right after the first (after any number of %-decodings): another host.
const PROTOCOL_RELATIVE = /^\/[/\\]/;
const BASE = 'https://shop.invalid';

/** Whether `value` is a path of the shop: `/…`, one leading slash, nothing a browser could read as another site. */
export function isShopPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_SHOP_PATH || !value.startsWith('/') || UNSAFE.test(value)) {
    return false;
  }
  // The path (not the query or fragment, whose text is the shopper's, a search with a space or a backslash) is
  // decoded until nothing changes, a few rounds at most: `/%252F%252Fevil` is as much a trick as `/%2F%2Fevil`.
  let path = value.split(/[?#]/, 1)[0];
  for (let round = 0; round < 4; round++) {
    if (UNSAFE.test(path) || PROTOCOL_RELATIVE.test(path)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // The path as sent must decode; what it decodes to is text of its own (`/%25` is the path `/%`).
      if (round === 0) return false;
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** `value` when it is a path of the shop, else `fallback` (the home page). */
export function shopPathOr(value: unknown, fallback = '/'): string {
  return isShopPath(value) ? value : fallback;
}
