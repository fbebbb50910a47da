// Reads a tsvector's text form (`'кукл':1A,7B 'lego':3`): each lexeme and what it adds to ts_rank for a query
// that names it, as PostgreSQL's calc_rank_or computes it (src/backend/utils/adt/tsrank.c in PostgreSQL's sources):
// the weight of its strongest position plus the others' weights over (j + 1)², normalised.

const LEXEME = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
/** ts_rank's default weights of D, C, B, A (search_doc: A the name, B the rest). */
const WEIGHTS: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
/** π²/6: calc_rank_or's normalisation. */
const NORM = 1.64493406685;

function rankOf(positions: string | undefined): number {
  // A lexeme without positions counts as one of weight D.
  const weights = (positions ?? '1').split(',').map((p) => WEIGHTS[p.at(-1)!] ?? WEIGHTS.D);
  let sum = 0;
  let best = -1;
  let bestAt = 0;
  weights.forEach((w, j) => {
    sum += w / ((j + 1) * (j + 1));
    if (w > best) [best, bestAt] = [w, j];
  });
  return (best + sum - best / ((bestAt + 1) * (bestAt + 1))) / NORM;
}

export function forEachLexeme(text: string, visit: (lexeme: string, rank: number) => void): void {
  for (const m of text.matchAll(LEXEME)) {
    const lexeme = m[1].includes("'") || m[1].includes('\\') ? m[1].replace(/''/g, "'").replace(/\\(.)/g, '$1') : m[1];
    visit(lexeme, rankOf(m[2]));
  }
}
