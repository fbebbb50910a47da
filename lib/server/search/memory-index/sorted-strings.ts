// Prefix look-ups in a sorted list of strings: the strings starting with a prefix are one range of it.

/** Sorts as PostgreSQL's C collation and JavaScript's `<` do (by UTF-16 code unit). */
export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first index whose string is not below `key`. */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [from, to): the strings that start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  return [lowerBound(sorted, prefix), lowerBound(sorted, `${prefix}\uffff`)];
}
