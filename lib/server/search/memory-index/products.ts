// The active products as ranking needs them, in columns rather than an object each: positions 0…n-1 in popularity
// order (../ranking-rules.ts' popularity, most first, then id), per position the product id, popularity and stock;
// its lexemes (search_doc) as ids into one sorted list of lexemes, each with its word positions and weights as the
// tsvector holds them (forward: a product's lexemes; inverted: a lexeme's products, ascending, so in popularity
// order). Enough to compute ts_rank exactly (./ts-rank.ts).
import { popularityOf } from '../ranking-rules';
import { byCodeUnit } from './sorted-strings';
import { GrowableInt32 } from './growable';
import { orRankPart } from './ts-rank';
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
    /** Per forward entry: its calc_rank_or part (./ts-rank.ts)… */
    readonly orParts: Float32Array,
    /** …and its positions: wordPositions[positionStart[e] … positionStart[e + 1]) (WordEntryPos values). */
    readonly positionStart: Int32Array,
    readonly wordPositions: Uint16Array,
    /** Per lexeme: the largest orPart it has in any product (a bound on what it adds to a rank). */
    readonly maxOrPart: Float32Array,
    /** The most lexemes one product has. */
    readonly maxLexemes: number,
    /** Inverted: the positions of lexeme l are postings[postingStart[l] … postingStart[l + 1]), ascending… */
    readonly postingStart: Int32Array,
    readonly postings: Int32Array,
    /** …each with its entry's orPart, to sum calc_rank_or a lexeme at a time. */
    readonly postingParts: Float32Array,
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
  /** Per forward entry: the lexeme's id (in order of first sight), its or-part and where its positions start. */
  private readonly entries = new GrowableInt32();
  private readonly parts: number[] = [];
  private readonly entryPositions = new GrowableInt32();
  private readonly positions = new GrowableInt32();

  add(row: ProductRow) {
    this.start.push(this.entries.length);
    this.ids.push(row.id);
    this.orders.push(row.orders);
    this.views.push(row.views);
    this.stock.push(row.stock);
    forEachLexeme(row.doc, ({ lexeme, positions }) => {
      let id = this.lexemeIds.get(lexeme);
      if (id === undefined) this.lexemeIds.set(lexeme, (id = this.lexemeIds.size));
      this.entries.push(id);
      this.parts.push(orRankPart(positions));
      this.entryPositions.push(this.positions.length);
      for (const pos of positions) this.positions.push(pos);
    });
  }

  finish(): ProductIndex {
    const n = this.ids.length;
    this.start.push(this.entries.length);
    this.entryPositions.push(this.positions.length);
    // Lexeme ids in sorted order, so that a prefix is a range of ids.
    const lexemes = [...this.lexemeIds.keys()];
    const order = Int32Array.from(lexemes, (_, i) => i).sort((a, b) => byCodeUnit(lexemes[a], lexemes[b]));
    const rank = new Int32Array(lexemes.length);
    order.forEach((old, sortedId) => (rank[old] = sortedId));
    const sortedLexemes = Array.from(order, (old) => lexemes[old]);
    this.lexemeIds.clear();

    // Positions in popularity order, most popular first: the score can only fall along them (rank-products.ts).
    const popularityAt = Float64Array.from({ length: n }, (_, i) => popularityOf(this.orders.at(i), this.views.at(i)));
    const byPopularity = Int32Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => popularityAt[b] - popularityAt[a] || this.ids.at(a) - this.ids.at(b),
    );
    const ids = new Int32Array(n);
    const popularity = new Float64Array(n);
    const inStock = new Uint8Array(n);
    const lexemeStart = new Int32Array(n + 1);
    const lexemeIds = new Int32Array(this.entries.length);
    const orParts = new Float32Array(this.entries.length);
    const positionStart = new Int32Array(this.entries.length + 1);
    const wordPositions = new Uint16Array(this.positions.length);
    const maxOrPart = new Float32Array(lexemes.length);
    const counts = new Int32Array(lexemes.length + 1);
    let maxLexemes = 0;
    let at = 0;
    let positionAt = 0;
    const entryOrder: number[] = [];
    for (let p = 0; p < n; p++) {
      const row = byPopularity[p];
      ids[p] = this.ids.at(row);
      popularity[p] = popularityAt[row];
      inStock[p] = this.stock.at(row) > 0 ? 1 : 0;
      lexemeStart[p] = at;
      // One product's entries by lexeme id (a dozen or two), with their parts and positions.
      entryOrder.length = 0;
      for (let e = this.start.at(row); e < this.start.at(row + 1); e++) entryOrder.push(e);
      entryOrder.sort((a, b) => rank[this.entries.at(a)] - rank[this.entries.at(b)]);
      maxLexemes = Math.max(maxLexemes, entryOrder.length);
      for (const e of entryOrder) {
        const lexeme = rank[this.entries.at(e)];
        lexemeIds[at] = lexeme;
        orParts[at] = this.parts[e];
        if (this.parts[e] > maxOrPart[lexeme]) maxOrPart[lexeme] = this.parts[e];
        positionStart[at] = positionAt;
        for (let q = this.entryPositions.at(e); q < this.entryPositions.at(e + 1); q++) {
          wordPositions[positionAt++] = this.positions.at(q);
        }
        counts[lexeme + 1]++;
        at++;
      }
    }
    lexemeStart[n] = at;
    positionStart[at] = positionAt;
    // Inverted lists by counting: positions are visited in order, so each list comes out ascending.
    for (let l = 0; l < lexemes.length; l++) counts[l + 1] += counts[l];
    const postingStart = counts.slice();
    const postings = new Int32Array(at);
    const postingParts = new Float32Array(at);
    const fill = counts;
    for (let p = 0; p < n; p++) {
      for (let e = lexemeStart[p]; e < lexemeStart[p + 1]; e++) {
        postingParts[fill[lexemeIds[e]]] = orParts[e];
        postings[fill[lexemeIds[e]]++] = p;
      }
    }
    return new ProductIndex(
      sortedLexemes,
      ids,
      popularity,
      inStock,
      lexemeStart,
      lexemeIds,
      orParts,
      positionStart,
      wordPositions,
      maxOrPart,
      maxLexemes,
      postingStart,
      postings,
      postingParts,
    );
  }
}
