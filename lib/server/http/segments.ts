// What a dynamic segment of a URL may hold before it reaches a query. The shop's server hands Next a path it cannot
// read with every `%` escaped (readable-path.ts), so `/x/%00` arrives as the segment `%00`, and a handler that
// decodes it once more (textParam) would pass a NUL on to PostgreSQL, which refuses it with an error (a 500).

/** A segment %-decoded once more when it still holds escapes; as it came when they do not decode. */
export function decodedSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// NUL and the other control characters: no id, code or slug of the shop has them.
const CONTROL = /[\u0000-\u001F\u007F]/;

/** Whether a segment, as it came or decoded, holds a character no key of the shop has (it names nothing). */
export function namesNothing(raw: string): boolean {
  return CONTROL.test(raw) || CONTROL.test(decodedSegment(raw));
}

/** Whether any of the route's segments (a catch-all's are a list) names nothing. */
export function anySegmentNamesNothing(params: Record<string, string | string[] | undefined> | undefined): boolean {
  return Object.values(params ?? {}).some((value) => [value ?? []].flat().some(namesNothing));
}
