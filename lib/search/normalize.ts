// Query normalisation shared by the search service, the hints cache and the vocabulary builder:
// the same text always yields the same words, whoever asks.

/** Longest query the search looks at; anything longer is cut (a search box is not a document). */
export const MAX_QUERY_LENGTH = 100;

/** The case folding every searched text goes through: lowercase, `ё`→`е` (`Ёжик` → `ежик`). */
export function foldCase(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}

/** Lowercase, `ё`→`е`, no control characters, single spaces, at most 100 characters. */
export function normalizeQuery(input: string): string {
  return foldCase(input.normalize('NFKC'))
    .replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** Words of a text: runs of letters and digits, normalised (`Кукла «Ёжик»-2` → `кукла ежик 2`). */
export function wordsOf(text: string): string[] {
  return normalizeQuery(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

// The search vocabulary (search_lexicon, search_phrases) as the demo seeder builds it. The database builds the
// same from the live catalogue in SQL (lib/server/search/vocabulary.ts); the two must agree.
const VOCABULARY_WORD = /[a-zа-я]+/g;

/** Words of the search vocabulary: folded, Latin or Cyrillic letters only, two or more (`Ёжик-2 и я` → `ежик`). */
export function vocabularyWords(text: string): string[] {
  return (foldCase(text).match(VOCABULARY_WORD) ?? []).filter((w) => w.length >= 2);
}

/** A phrase of the search vocabulary: folded, words of letters and digits single-spaced (`«Ёжик», 2` → `ежик 2`). */
export function vocabularyPhrase(text: string): string {
  return foldCase(text)
    .replace(/[^0-9a-zа-я]+/g, ' ')
    .trim();
}

/** Keys that type a Russian letter in the ЙЦУКЕН layout; they belong to a word typed in the wrong layout. */
const LAYOUT_PUNCTUATION = '[]{};:\'",.<>`~';

/**
 * Chunks of a normalised query as typed between separators: letters, digits and the punctuation keys
 * that stand for Russian letters (`,` is `б`), so `,fhtn` can still be read as `барби` after a layout swap.
 */
export function querySlots(normalized: string): string[] {
  const slots: string[] = [];
  let current = '';
  for (const ch of normalized) {
    if (/[\p{L}\p{N}]/u.test(ch) || LAYOUT_PUNCTUATION.includes(ch)) current += ch;
    else if (current) {
      slots.push(current);
      current = '';
    }
  }
  if (current) slots.push(current);
  return slots;
}
