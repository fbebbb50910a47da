// The hints box's few best goods from memory, as topProducts (../find-products.ts) finds them with SQL: the
// matches among the most popular goods, else (too few) other matches too, ranked by relevance, popularity and
// stock (../ranking-rules.ts). A term matches a product through its lexemes as to_tsquery would: a word by its
// stem (PostgreSQL's, from the lexicon), a prefix by the lexemes that start with it or with a catalogue word's
// stem it stands for. Relevance approximates ts_rank: per term what its lexemes add (./tsvector-text.ts: the name
// weighs more than the rest, repeats add a little), averaged over the chunks of the query.
import type { RankedId } from '../find-products';
import { OTHER_CANDIDATES, POPULAR_CANDIDATES, popularityFactor, stockFactor } from '../ranking-rules';
import type { Term, TsQuery } from '../ts-query';
import type { MemoryLexicon } from './lexicon';
import type { ProductIndex } from './products';
import { lowerBound, prefixRange } from './sorted-strings';

/** What a stop word (matching anything) adds. */
const STOP_WORD_RANK = 0.1;

/** Lexeme id ranges, flattened: [from, to, from, to, …]; null: a stop word, which matches anything. */
type CompiledTerm = { ranges: number[]; size: number } | null;
type CompiledQuery = CompiledTerm[][][];

const isNumber = (word: string) => /^\d+$/.test(word);

function compileTerm(products: ProductIndex, lexicon: MemoryLexicon, term: Term, stems: Map<string, string>) {
  const ranges: number[] = [];
  const add = (word: string, prefix: boolean) => {
    const [from, to] = prefix ? prefixRange(products.lexemes, word) : exactRange(products.lexemes, word);
    if (from < to) ranges.push(from, to);
  };
  const { word, prefix } = term;
  if (isNumber(word)) {
    // The parser makes a signed number of an article's digits (`KK-000123` → `-000123`).
    add(word, prefix);
    add(`-${word}`, prefix);
  } else if (term.unstemmed) {
    add(word, prefix);
  } else if (prefix) {
    add(word, true);
    const stem = lexicon.knownStem(word);
    if (stem) add(stem, true);
    // Catalogue words the prefix starts whose stems are shorter than it (`кукла` of `кукла`: `кукл`).
    const [from, to] = prefixRange(lexicon.words, word);
    for (let id = from; id < to; id++) {
      const s = lexicon.stems[id];
      if (s && !s.startsWith(word)) add(s, false);
    }
  } else {
    const stem = stems.get(word) ?? word;
    if (stem === '') return null;
    add(stem, false);
  }
  let size = 0;
  for (let r = 0; r < ranges.length; r += 2) size += products.postingCount(ranges[r], ranges[r + 1]);
  return { ranges, size };
}

function exactRange(sorted: string[], word: string): [number, number] {
  const at = lowerBound(sorted, word);
  return sorted[at] === word ? [at, at + 1] : [at, at];
}

/** Stems from the lexicon (the database only for words outside it, remembered), then ranges per term. */
export async function compileQuery(products: ProductIndex, lexicon: MemoryLexicon, query: TsQuery) {
  const words = query.flat(2).filter((t) => !t.prefix && !t.unstemmed && !isNumber(t.word));
  const stems = await lexicon.stemsOf([...new Set(words.map((t) => t.word))]);
  return query.map((group) => group.map((alt) => alt.map((term) => compileTerm(products, lexicon, term, stems))));
}

/** How well one term matches the product at a position: 0 (not at all), else what its matching lexemes add. */
function termRank(products: ProductIndex, position: number, term: CompiledTerm): number {
  if (!term) return STOP_WORD_RANK;
  const { ranges } = term;
  let sum = 0;
  for (let e = products.lexemeStart[position]; e < products.lexemeStart[position + 1]; e++) {
    const lexeme = products.lexemeIds[e];
    for (let r = 0; r < ranges.length; r += 2) {
      if (lexeme >= ranges[r] && lexeme < ranges[r + 1]) {
        sum += products.lexemeRanks[e];
        break;
      }
    }
  }
  return sum;
}

/**
 * Per chunk the best reading's mean term rank (a reading counts when all its terms match), averaged over the chunks.
 * `all`: 0 unless every chunk matches (matching); else chunks that match nothing just add nothing (ranking).
 */
function relevance(products: ProductIndex, position: number, query: CompiledQuery, all: boolean): number {
  let sum = 0;
  for (const group of query) {
    let best = 0;
    for (const alternative of group) {
      let total = 0;
      for (const term of alternative) {
        const w = termRank(products, position, term);
        if (w === 0) {
          total = 0;
          break;
        }
        total += w;
      }
      if (alternative.length && total / alternative.length > best) best = total / alternative.length;
    }
    if (best === 0 && all) return 0;
    sum += best;
  }
  return sum / query.length;
}

/** Per product position: the call that last marked it, and how many chunks (cheapest first) it then matched. */
let marks = new Uint32Array(0);
let levels = new Uint8Array(0);
let found = new Int32Array(0);
let epoch = 0;
/** A chunk is marked only while it costs at most this many times the first; the rest are checked one by one. */
const MARK_RATIO = 32;

/** Per chunk: the cheapest term of each reading (a product matching the chunk lists one of them), and their cost. */
function cheapestTerms(query: CompiledQuery): { terms: NonNullable<CompiledTerm>[]; cost: number }[] | null {
  const chunks = [];
  for (const group of query) {
    const terms: NonNullable<CompiledTerm>[] = [];
    let cost = 0;
    for (const alternative of group) {
      let term: CompiledTerm = null;
      for (const t of alternative) if (t && (!term || t.size < term.size)) term = t;
      // A reading of stop words only matches anything: so does the chunk.
      if (!term) return chunks.length ? chunks : null;
      terms.push(term);
      cost += term.size;
    }
    chunks.push({ terms, cost });
  }
  return chunks.sort((a, b) => a.cost - b.cost);
}

/**
 * The positions that may match (a superset, checked one by one later), ascending: those listing a cheapest term of
 * the cheapest chunk, narrowed by the next chunks while marking them stays cheap. Null when nothing narrows (every
 * position is a candidate). Each call reuses the arrays: it runs to its end without awaiting anything.
 */
function candidatePositions(products: ProductIndex, query: CompiledQuery): Int32Array | null {
  const chunks = cheapestTerms(query);
  if (!chunks || chunks[0].cost > products.size) return null;
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

/**
 * The best `want` matches with their scores before the stock factor (the caller applies it with fresh stock),
 * best first. `rank` is the query with the word being typed completed (see UnderstoodQuery).
 */
export function rankProducts(
  products: ProductIndex,
  match: CompiledQuery,
  rank: CompiledQuery | null,
  limit: number,
  want: number,
): RankedId[] {
  if (!match.length) return [];
  // Imported constants are getters once bundled: read once, not per position.
  const [popularCount, othersCount] = [POPULAR_CANDIDATES, OTHER_CANDIDATES];
  const candidates = candidatePositions(products, match);
  const end = candidates ? candidates.length : products.size;
  const hits: { p: number; matched: number }[] = [];
  let popular = 0;
  for (let i = 0; i < end; i++) {
    const p = candidates ? candidates[i] : i;
    if (p >= popularCount && (popular >= limit || hits.length - popular >= othersCount)) break;
    const matched = relevance(products, p, match, true);
    if (matched === 0) continue;
    hits.push({ p, matched });
    if (p < popularCount) popular++;
  }
  const scored = hits.map(({ p, matched }) => {
    const total = rank ? matched + relevance(products, p, rank, false) : 2 * matched;
    // Ordered with the stock known here; the caller re-applies the factor with the stock read fresh.
    const score = total * popularityFactor(products.popularity[p]);
    return { id: products.ids[p], score, order: score * stockFactor(products.inStock[p]) };
  });
  scored.sort((a, b) => b.order - a.order || a.id - b.id);
  return scored.slice(0, want).map(({ id, score }) => ({ id, score }));
}
