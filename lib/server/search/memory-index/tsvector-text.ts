// Reads a tsvector's text form (`'кукл':1A,7B 'lego':3`): each lexeme with its positions as PostgreSQL stores them
// (WordEntryPos: the position in the low 14 bits, the weight A–D as 3–0 in the top two), and the part of ts_rank's
// calc_rank_or a lexeme adds before its division by π²/6 (./ts-rank.ts), computed in float4 as PostgreSQL does.

const LEXEME = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;
const WEIGHT_CODE: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

export type Lexeme = { lexeme: string; positions: number[] };

export function forEachLexeme(text: string, visit: (entry: Lexeme) => void): void {
  for (const m of text.matchAll(LEXEME)) {
    const lexeme = m[1].includes("'") || m[1].includes('\\') ? m[1].replace(/''/g, "'").replace(/\\(.)/g, '$1') : m[1];
    // A lexeme without positions counts as one at position 0 of weight D (tsrank.c's POSNULL).
    const positions = (m[2] ?? '0').split(',').map((p) => {
      const weight = WEIGHT_CODE[p.at(-1)!];
      return weight === undefined ? Number(p) : (weight << 14) | Number(p.slice(0, -1));
    });
    visit({ lexeme, positions });
  }
}
