// The active products as ranking needs them, in columns rather than an object each: positions 0…n-1 in
// popularity order (orders, then views, then id: the order the SQL's «most popular» candidates are read in), per
// position the product id, popularity and stock; its lexemes (search_doc) as ids into one sorted list of lexemes
// (forward: a product's lexemes; inverted: a lexeme's products, ascending, so in popularity order).
import { popularityOf } from '../ranking-rules';
import { byCodeUnit } from './sorted-strings';
import { GrowableInt32 } from './growable';
import { forEachLexeme } from './tsvector-text';

export type ProductRow = { id: number; doc: string; orders: number; views: number; stock: number };

export class ProductIndex {
  constructor(
    /** All lexemes of all products, sorted by code unit. */
    readonly lexemes: string[],
    /** Per position. */
    readonly ids: Int32Array,
    readonly popularity: Float64Array,
    readonly inStock: Uint8Array,
    /** Forward: the lexemes of position p are lexemeIds[lexemeStart[p] … lexemeStart[p + 1]), ascending. */
    readonly lexemeStart: Int32Array,
    readonly lexemeIds: Int32Array,
    /** Per forward entry: what the lexeme adds to ts_rank (./tsvector-text.ts): more in the name, more if repeated. */
    readonly lexemeRanks: Float32Array,
    /** Inverted: the positions of lexeme l are postings[postingStart[l] … postingStart[l + 1]), ascending. */
    readonly postingStart: Int32Array,
    readonly postings: Int32Array,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /** How many products the lexemes [from, to) list together (with repeats). */
  postingCount(from: number, to: number): number {
    return this.postingStart[to] - this.postingStart[from];
  }
}

/** Collects products chunk by chunk (as they are read), then sorts and packs them once. */
export class ProductIndexBuilder {
  private readonly lexemeIds = new Map<string, number>();
  private readonly ids = new GrowableInt32();
  private readonly orders = new GrowableInt32();
  private readonly views = new GrowableInt32();
  private readonly stock = new GrowableInt32();
  private readonly start = new GrowableInt32();
  /** Per forward entry: the lexeme's id (in order of first sight) and its rank. */
  private readonly entries = new GrowableInt32();
  private readonly ranks: number[] = [];

  add(row: ProductRow) {
    this.start.push(this.entries.length);
    this.ids.push(row.id);
    this.orders.push(row.orders);
    this.views.push(row.views);
    this.stock.push(row.stock);
    forEachLexeme(row.doc, (lexeme, rank) => {
      let id = this.lexemeIds.get(lexeme);
      if (id === undefined) this.lexemeIds.set(lexeme, (id = this.lexemeIds.size));
      this.entries.push(id);
      this.ranks.push(rank);
    });
  }

  finish(): ProductIndex {
    const n = this.ids.length;
    this.start.push(this.entries.length);
    // Lexeme ids in sorted order, so that a prefix is a range of ids.
    const lexemes = [...this.lexemeIds.keys()];
    const order = Int32Array.from(lexemes, (_, i) => i).sort((a, b) => byCodeUnit(lexemes[a], lexemes[b]));
    const rank = new Int32Array(lexemes.length);
    order.forEach((old, sortedId) => (rank[old] = sortedId));
    const sortedLexemes = Array.from(order, (old) => lexemes[old]);
    this.lexemeIds.clear();

    // Positions in popularity order, as the SQL reads its candidates: orders, then views, most first.
    const byPopularity = Int32Array.from({ length: n }, (_, i) => i).sort(
      (a, b) =>
        this.orders.at(b) - this.orders.at(a) || this.views.at(b) - this.views.at(a) || this.ids.at(a) - this.ids.at(b),
    );
    const ids = new Int32Array(n);
    const popularity = new Float64Array(n);
    const inStock = new Uint8Array(n);
    const lexemeStart = new Int32Array(n + 1);
    const lexemeIds = new Int32Array(this.entries.length);
    const lexemeRanks = new Float32Array(this.entries.length);
    const counts = new Int32Array(lexemes.length + 1);
    let at = 0;
    for (let p = 0; p < n; p++) {
      const row = byPopularity[p];
      ids[p] = this.ids.at(row);
      popularity[p] = popularityOf(this.orders.at(row), this.views.at(row));
      inStock[p] = this.stock.at(row) > 0 ? 1 : 0;
      lexemeStart[p] = at;
      const from = at;
      for (let e = this.start.at(row); e < this.start.at(row + 1); e++) {
        lexemeIds[at] = rank[this.entries.at(e)];
        lexemeRanks[at] = this.ranks[e];
        counts[lexemeIds[at] + 1]++;
        at++;
      }
      sortEntries(lexemeIds, lexemeRanks, from, at);
    }
    lexemeStart[n] = at;
    // Inverted lists by counting: positions are visited in order, so each list comes out ascending.
    for (let l = 0; l < lexemes.length; l++) counts[l + 1] += counts[l];
    const postingStart = counts.slice();
    const postings = new Int32Array(at);
    const fill = counts;
    for (let p = 0; p < n; p++) {
      for (let e = lexemeStart[p]; e < lexemeStart[p + 1]; e++) postings[fill[lexemeIds[e]]++] = p;
    }
    return new ProductIndex(
      sortedLexemes,
      ids,
      popularity,
      inStock,
      lexemeStart,
      lexemeIds,
      lexemeRanks,
      postingStart,
      postings,
    );
  }
}

/** Sorts one product's entries by lexeme id (a dozen or two: insertion sort), ranks alongside. */
function sortEntries(ids: Int32Array, flags: Float32Array, from: number, to: number) {
  for (let i = from + 1; i < to; i++) {
    const id = ids[i];
    const flag = flags[i];
    let j = i - 1;
    while (j >= from && ids[j] > id) {
      ids[j + 1] = ids[j];
      flags[j + 1] = flags[j];
      j--;
    }
    ids[j + 1] = id;
    flags[j + 1] = flag;
  }
}
