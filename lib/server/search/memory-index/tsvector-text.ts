// Reads a tsvector's text form (`'кукл':1A,7B 'lego':3`): each lexeme and whether it has a position of weight A
// (the product's name; see search_doc in lib/db/schema/catalog.ts).

const LEXEME = /'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g;

export function forEachLexeme(text: string, visit: (lexeme: string, inName: boolean) => void): void {
  for (const m of text.matchAll(LEXEME)) {
    const lexeme = m[1].includes("'") || m[1].includes('\\') ? m[1].replace(/''/g, "'").replace(/\\(.)/g, '$1') : m[1];
    visit(lexeme, m[2] !== undefined && m[2].includes('A'));
  }
}
