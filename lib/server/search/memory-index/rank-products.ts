// The hints box's few best goods from memory, ranked exactly as the SQL ranks every match (../find-products.ts,
// `score`): ts_rank (./ts-rank.ts, to the bit) times popularity and stock (../ranking-rules.ts), equal scores by id.
// A query is compiled as to_tsquery makes it: a word by its stem (PostgreSQL's, from the lexicon or made alike), a
// prefix by the lexemes that start with its stem, digits also as the signed number of an article, a stop word as
// nothing (dropped, as an empty tsquery is from `&&` and `||`). Products are visited in popularity order, so once
// even the best possible relevance times a product's popularity cannot reach the last kept score, none after can.
import type { RankedId } from '../find-products';
import { popularityFactor, stockFactor } from '../ranking-rules';
import type { Term, TsQuery } from '../ts-query';
import type { MemoryLexicon } from './lexicon';
import type { ProductIndex } from './products';
import { byCodeUnit, lowerBound, prefixRange } from './sorted-strings';
import { tsRank, type OperandEntries } from './ts-rank';

/** One tsquery operand: a lexeme, or a prefix of lexemes. */
type Operand = { lexeme: string; prefix: boolean };
/** A term as lexeme id ranges, flattened ([from, to, from, to, …]), and how many postings they hold. */
type CompiledTerm = { ranges: number[]; size: number };
/** The query compiled: AND over groups, OR over a group's readings, AND over a reading's terms (none empty). */
export type CompiledQuery = {
  groups: CompiledTerm[][][];
  /** ts_rank's operands: distinct, sorted; per operand its lexeme id range, flattened. */
  items: number[];
  /** Whether the query's root is an AND (ts_rank's calc_rank_and) rather than one operand or an OR. */
  and: boolean;
  /** No relevance the query gives any product exceeds this. */
  bound: number;
};

const isNumber = (word: string) => /^\d+$/.test(word);
const NORM = 1.64493406685;

function operandsOf(term: Term, stems: Map<string, string>): Operand[] {
  const { word, prefix } = term;
  // The parser makes a signed number of an article's digits (`KK-000123` → `-000123`).
  if (isNumber(word))
    return [
      { lexeme: word, prefix },
      { lexeme: `-${word}`, prefix },
    ];
  if (term.unstemmed) return [{ lexeme: word, prefix }];
  const stem = stems.get(word) ?? word;
  return stem === '' ? [] : [{ lexeme: stem, prefix }];
}

function rangeOf(lexemes: string[], { lexeme, prefix }: Operand): [number, number] {
  if (prefix) return prefixRange(lexemes, lexeme);
  const at = lowerBound(lexemes, lexeme);
  return lexemes[at] === lexeme ? [at, at + 1] : [at, at];
}

/** The largest relevance calc_rank_or can give: each operand's best lexemes, at most as many as a product holds. */
function orBound(products: ProductIndex, items: number[]): number {
  const count = items.length / 2;
  let sum = 0;
  for (let r = 0; r < items.length; r += 2) {
    let total = 0;
    let best = 0;
    for (let l = items[r]; l < items[r + 1]; l++) {
      total += products.maxOrPart[l];
      best = Math.max(best, products.maxOrPart[l]);
    }
    sum += Math.min(total, best * products.maxLexemes);
  }
  return count ? sum / NORM / count : 0;
}

/** Stems from the lexicon (the database only for words outside it, remembered), then ranges per term. */
export async function compileQuery(
  products: ProductIndex,
  lexicon: MemoryLexicon,
  query: TsQuery,
): Promise<CompiledQuery> {
  const words = query.flat(2).filter((t) => !t.unstemmed && !isNumber(t.word));
  const stems = await lexicon.stemsOf([...new Set(words.map((t) => t.word))]);
  const all: Operand[] = [];
  const groups: CompiledTerm[][][] = [];
  for (const group of query) {
    const readings: CompiledTerm[][] = [];
    for (const reading of group) {
      const terms: CompiledTerm[] = [];
      for (const term of reading) {
        const operands = operandsOf(term, stems);
        if (!operands.length) continue;
        all.push(...operands);
        const ranges = operands.flatMap((o) => rangeOf(products.lexemes, o));
        let size = 0;
        for (let r = 0; r < ranges.length; r += 2) size += products.postingCount(ranges[r], ranges[r + 1]);
        terms.push({ ranges, size });
      }
      if (terms.length) readings.push(terms);
    }
    if (readings.length) groups.push(readings);
  }
  // The root: AND over several groups; OR over one group's readings; else AND over one reading's terms; else the
  // one term (an OR of two operands for digits).
  const and = groups.length > 1 || (groups.length === 1 && groups[0].length === 1 && groups[0][0].length > 1);
  // Sorted as tsCompareString does (by byte, so by code point), the first of equal lexemes kept.
  const seen = new Set<string>();
  const distinct = all
    .sort((a, b) => byCodeUnit(a.lexeme, b.lexeme))
    .filter((o) => !seen.has(o.lexeme) && seen.add(o.lexeme));
  const items = distinct.flatMap((o) => rangeOf(products.lexemes, o));
  // calc_rank_and combines weights below 1 as 1 − Π(1 − w); with fewer than two operands it is calc_rank_or.
  const pairs = and && items.length >= 4;
  return { groups, items, and, bound: pairs ? 1 : orBound(products, items) };
}

/** Whether the product at a position lists a lexeme of the term. */
function termMatches(products: ProductIndex, position: number, ranges: number[]): boolean {
  for (let e = products.lexemeStart[position]; e < products.lexemeStart[position + 1]; e++) {
    const lexeme = products.lexemeIds[e];
    for (let r = 0; r < ranges.length; r += 2) if (lexeme >= ranges[r] && lexeme < ranges[r + 1]) return true;
  }
  return false;
}

/** `search_doc @@ query`: every group has a reading all of whose terms the product lists. */
function matches(products: ProductIndex, position: number, query: CompiledQuery): boolean {
  for (const group of query.groups) {
    let any = false;
    for (let r = 0; r < group.length && !any; r++) {
      const reading = group[r];
      let all = true;
      for (let t = 0; t < reading.length && all; t++) all = termMatches(products, position, reading[t].ranges);
      any = all;
    }
    if (!any) return false;
  }
  return true;
}

/** The entries of one product that each operand of the query finds (reused from product to product). */
const operandEntries: OperandEntries = { from: new Int32Array(8), to: new Int32Array(8), count: 0 };

function entriesAt(products: ProductIndex, position: number, items: number[]): OperandEntries {
  const count = items.length / 2;
  if (operandEntries.from.length < count)
    [operandEntries.from, operandEntries.to] = [new Int32Array(count), new Int32Array(count)];
  operandEntries.count = count;
  const { lexemeStart, lexemeIds } = products;
  const end = lexemeStart[position + 1];
  for (let i = 0; i < count; i++) {
    // The product's entries are sorted by lexeme id: those in the operand's range are consecutive.
    let e = lexemeStart[position];
    while (e < end && lexemeIds[e] < items[2 * i]) e++;
    operandEntries.from[i] = e;
    while (e < end && lexemeIds[e] < items[2 * i + 1]) e++;
    operandEntries.to[i] = e;
  }
  return operandEntries;
}

/** Per product position: the call that last marked it, and how many chunks (cheapest first) it then matched. */
let marks = new Uint32Array(0);
let levels = new Uint8Array(0);
let found = new Int32Array(0);
let epoch = 0;
/** A chunk is marked only while it costs at most this many times the first; the rest are checked one by one. */
const MARK_RATIO = 32;

/**
 * The positions that may match (a superset, checked one by one later), ascending: those listing a cheapest term of
 * each reading of the cheapest group, narrowed by the next groups while marking them stays cheap. Each call reuses
 * the arrays: it runs to its end without awaiting anything.
 */
function candidatePositions(products: ProductIndex, query: CompiledQuery): Int32Array {
  const chunks = query.groups
    .map((group) => {
      const terms = group.map((reading) => reading.reduce((a, b) => (b.size < a.size ? b : a)));
      return { terms, cost: terms.reduce((sum, t) => sum + t.size, 0) };
    })
    .sort((a, b) => a.cost - b.cost);
  const limit = MARK_RATIO * chunks[0].cost;
  const marked = chunks.filter((c, i) => i === 0 || (c.cost <= limit && i < 255));
  if (marks.length !== products.size) {
    [marks, levels, found, epoch] = [
      new Uint32Array(products.size),
      new Uint8Array(products.size),
      new Int32Array(products.size),
      0,
    ];
  }
  epoch = epoch === 0xffffffff ? (marks.fill(0), 1) : epoch + 1;
  const [mark, level, out, now] = [marks, levels, found, epoch];
  const { postings, postingStart } = products;
  let count = 0;
  marked.forEach(({ terms }, chunk) => {
    const last = chunk === marked.length - 1;
    for (const { ranges } of terms) {
      for (let r = 0; r < ranges.length; r += 2) {
        for (let i = postingStart[ranges[r]]; i < postingStart[ranges[r + 1]]; i++) {
          const p = postings[i];
          if (chunk === 0) {
            if (mark[p] === now) continue;
            mark[p] = now;
            level[p] = 1;
          } else if (mark[p] === now && level[p] === chunk) level[p] = chunk + 1;
          else continue;
          if (last) out[count++] = p;
        }
      }
    }
  });
  return out.subarray(0, count).sort();
}

type Scored = RankedId & { order: number };

/** Per product position, for one ranking: when it was last reset, its calc_rank_or sum, its rank operands found. */
let seen = new Uint32Array(0);
let orSums = new Float32Array(0);
let rankFound = new Uint8Array(0);
let lastRankItem = new Int32Array(0);
let seenEpoch = 0;

/**
 * For a query whose root is no AND (one word, or the OR of all words when all of them together found nothing), what
 * bounds each product's score before it is ranked in full: its calc_rank_or exactly, summed a lexeme at a time over
 * the posting lists (in the order rankOr adds them), and how many operands of the ranking query it holds (fewer than
 * two: calc_rank_and gives it 1e-20). Returns the bound per position, before popularity.
 */
function orBounds(products: ProductIndex, match: CompiledQuery, rank: CompiledQuery | null): (p: number) => number {
  if (seen.length !== products.size) {
    [seen, orSums, rankFound, lastRankItem, seenEpoch] = [
      new Uint32Array(products.size),
      new Float32Array(products.size),
      new Uint8Array(products.size),
      new Int32Array(products.size),
      0,
    ];
  }
  seenEpoch = seenEpoch === 0xffffffff ? (seen.fill(0), 1) : seenEpoch + 1;
  const now = seenEpoch;
  const { postings, postingStart, postingParts } = products;
  const reset = (p: number) => {
    if (seen[p] === now) return;
    seen[p] = now;
    orSums[p] = 0;
    rankFound[p] = 0;
    lastRankItem[p] = -1;
  };
  const { items } = match;
  for (let r = 0; r < items.length; r += 2) {
    for (let i = postingStart[items[r]]; i < postingStart[items[r + 1]]; i++) {
      const p = postings[i];
      reset(p);
      orSums[p] = Math.fround(orSums[p] + postingParts[i] / NORM);
    }
  }
  const countRankItems = rank !== null && rank.and && rank.items.length >= 4;
  if (rank && countRankItems) {
    for (let r = 0; r < rank.items.length; r += 2) {
      for (let i = postingStart[rank.items[r]]; i < postingStart[rank.items[r + 1]]; i++) {
        const p = postings[i];
        reset(p);
        if (lastRankItem[p] !== r && rankFound[p] < 2) [lastRankItem[p], rankFound[p]] = [r, rankFound[p] + 1];
      }
    }
  }
  const count = items.length / 2;
  return (p) => {
    const relevance = count ? Math.fround(orSums[p] / count) : 0;
    if (!rank) return 2 * relevance;
    return relevance + (!countRankItems ? rank.bound : rankFound[p] >= 2 ? 1 : 1e-20);
  };
}

/**
 * The best `want` matches with their scores before the stock factor (the caller applies it with fresh stock), best
 * first, as `order by score desc, id` over every match. `rank` is the query with the word being typed completed (see
 * UnderstoodQuery), or null when it is `match` itself.
 */
export function rankProducts(
  products: ProductIndex,
  match: CompiledQuery,
  rank: CompiledQuery | null,
  want: number,
): RankedId[] {
  if (!match.groups.length || want <= 0) return [];
  const candidates = candidatePositions(products, match);
  // The SQL: 2 · ts_rank(match), or ts_rank(match) + ts_rank(rank) in float4. Bounds a hair above the largest.
  const bound = (rank ? match.bound + rank.bound : 2 * match.bound) * (1 + 1e-6);
  const boundAt = match.and ? null : orBounds(products, match, rank);
  const best: Scored[] = [];
  for (const p of candidates) {
    const popularity = popularityFactor(products.popularity[p]);
    if (best.length === want) {
      const last = best[want - 1].order;
      // Later positions are no more popular: when even the best relevance cannot reach the last kept, stop.
      if (bound * popularity < last) break;
      if (boundAt && boundAt(p) * (1 + 1e-6) * popularity < last) continue;
    }
    if (!matches(products, p, match)) continue;
    const relevance = tsRank(products, entriesAt(products, p, match.items), match.and);
    const total = rank
      ? Math.fround(relevance + tsRank(products, entriesAt(products, p, rank.items), rank.and))
      : 2 * relevance;
    const score = total * popularity;
    const scored = { id: products.ids[p], score, order: score * stockFactor(products.inStock[p]) };
    let at = best.length;
    while (
      at > 0 &&
      (best[at - 1].order < scored.order || (best[at - 1].order === scored.order && best[at - 1].id > scored.id))
    )
      at--;
    if (at < want) {
      best.splice(at, 0, scored);
      if (best.length > want) best.pop();
    }
  }
  return best.map(({ id, score }) => ({ id, score }));
}
