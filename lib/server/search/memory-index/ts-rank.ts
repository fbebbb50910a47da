// PostgreSQL's ts_rank(tsvector, tsquery) with its default weights and normalisation 0, computed in process to the
// bit: the same float4 roundings (Math.fround) in the same order as src/backend/utils/adt/tsrank.c, so that the
// in-process ranking orders goods exactly as the SQL `order by score desc, id` does (equal scores are frequent in a
// generated catalogue; the id decides them, and one ulp apart would not). lib/demo/catalogue/search-agreement.test.ts
// compares the orders over the demo catalogue.
import type { ProductIndex } from './products';

const f = Math.fround;

/** ts_rank's default weights of D, C, B, A (WordEntryPos weight codes 0–3). */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
const weightOf = (pos: number) => WEIGHTS[pos >> 14];
const positionOf = (pos: number) => pos & 0x3fff;
/** calc_rank_or's normalisation: the limit of Σ 1/i², π²/6. */
const NORM = 1.64493406685;
/** calc_rank_and's weight of two words `d` positions apart (word_distance), as a table. */
const WORD_DISTANCE = Float32Array.from({ length: 101 }, (_, d) => 1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2)));
const wordDistance = (d: number) => (d > 100 ? f(1e-30) : WORD_DISTANCE[d]);

/**
 * What one lexeme with these positions adds to calc_rank_or before the division by π²/6: its strongest position's
 * weight plus the others' over (j + 1)², in float4.
 */
export function orRankPart(positions: readonly number[]): number {
  let sum = 0;
  let best = -1;
  let bestAt = 0;
  positions.forEach((pos, j) => {
    sum = f(sum + f(weightOf(pos) / ((j + 1) * (j + 1))));
    if (weightOf(pos) > best) [best, bestAt] = [weightOf(pos), j];
  });
  return f(f(best + sum) - f(best / ((bestAt + 1) * (bestAt + 1))));
}

/** The entries each query operand finds in one product: entries from[i] … to[i] of the product index. */
export type OperandEntries = { from: Int32Array; to: Int32Array; count: number };

/** calc_rank_or: each found lexeme's part over π²/6, summed, divided by the number of distinct operands. */
function rankOr(products: ProductIndex, found: OperandEntries): number {
  let res = 0;
  for (let i = 0; i < found.count; i++) {
    for (let e = found.from[i]; e < found.to[i]; e++) res = f(res + products.orParts[e] / NORM);
  }
  return found.count > 0 ? f(res / found.count) : res;
}

let lastFrom = new Int32Array(8);
let lastTo = new Int32Array(8);

/**
 * calc_rank_and: every pair of positions of two different operands at a distance, weighed by their weights and the
 * distance, combined as 1 − Π(1 − w). As in tsrank.c an operand that finds several lexemes (a prefix) pairs each
 * of them with the last lexeme found by each earlier operand.
 */
function rankAnd(products: ProductIndex, found: OperandEntries): number {
  const items = found.count;
  if (items < 2) return rankOr(products, found);
  if (lastFrom.length < items) [lastFrom, lastTo] = [new Int32Array(items), new Int32Array(items)];
  const { positionStart, wordPositions } = products;
  let res = -1;
  for (let i = 0; i < items; i++) {
    lastFrom[i] = -1;
    for (let e = found.from[i]; e < found.to[i]; e++) {
      const [mineFrom, mineTo] = [positionStart[e], positionStart[e + 1]];
      lastFrom[i] = mineFrom;
      lastTo[i] = mineTo;
      for (let k = 0; k < i; k++) {
        if (lastFrom[k] < 0) continue;
        for (let l = mineFrom; l < mineTo; l++) {
          const a = wordPositions[l];
          for (let p = lastFrom[k]; p < lastTo[k]; p++) {
            const b = wordPositions[p];
            const dist = Math.abs(positionOf(a) - positionOf(b));
            if (!dist) continue;
            const w = f(Math.sqrt(f(f(weightOf(a) * weightOf(b)) * wordDistance(dist))));
            res = res < 0 ? w : f(1.0 - (1.0 - res) * (1.0 - w));
          }
        }
      }
    }
  }
  return res;
}

/** ts_rank of one product for a query whose root is an AND (`and`) or anything else (one operand, an OR). */
export function tsRank(products: ProductIndex, found: OperandEntries, and: boolean): number {
  const res = and ? rankAnd(products, found) : rankOr(products, found);
  return res < 0 ? f(1e-20) : res;
}
