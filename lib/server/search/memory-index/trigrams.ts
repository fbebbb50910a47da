// Trigram similarity as pg_trgm computes it (`similarity`, `%`), over a fixed list of strings held in memory: each
// word padded with two spaces before and one after, every three characters of it a trigram, the distinct
// trigrams of all words compared: shared / (all of both − shared).

/** The distinct trigrams of a text, as pg_trgm makes them (words are runs of letters and digits). */
export function trigramsOf(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = [...`  ${word} `];
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded[i] + padded[i + 1] + padded[i + 2]);
  }
  return [...out];
}

export type Similar = { id: number; similarity: number };

/** The strings of a list by trigram, to find those similar to a probe without comparing it to each. */
export class TrigramIndex {
  private readonly postings = new Map<string, Int32Array>();
  private readonly sizes: Uint16Array;
  private readonly shared: Uint16Array;

  constructor(texts: readonly string[]) {
    this.sizes = new Uint16Array(texts.length);
    this.shared = new Uint16Array(texts.length);
    const lists = new Map<string, number[]>();
    texts.forEach((text, id) => {
      const grams = trigramsOf(text);
      this.sizes[id] = grams.length;
      for (const gram of grams) {
        const list = lists.get(gram);
        if (list) list.push(id);
        else lists.set(gram, [id]);
      }
    });
    for (const [gram, ids] of lists) this.postings.set(gram, Int32Array.from(ids));
  }

  /** The strings at least `threshold` similar to `probe`, in no particular order. */
  similar(probe: string, threshold: number): Similar[] {
    const grams = trigramsOf(probe);
    if (!grams.length) return [];
    const touched: number[] = [];
    for (const gram of grams) {
      const ids = this.postings.get(gram);
      if (!ids) continue;
      for (let i = 0; i < ids.length; i++) {
        if (this.shared[ids[i]]++ === 0) touched.push(ids[i]);
      }
    }
    const out: Similar[] = [];
    for (const id of touched) {
      const common = this.shared[id];
      this.shared[id] = 0;
      // pg_trgm answers a float4: rounded alike, equal similarities order alike.
      const similarity = Math.fround(common / (grams.length + this.sizes[id] - common));
      if (similarity >= threshold) out.push({ id, similarity });
    }
    return out;
  }
}
