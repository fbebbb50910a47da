// Spellings one keystroke away from a word. Trigram similarity misses such typos in short words (`лнго` vs
// `лего` is 0.25) and swapped letters in longer ones (`habsro` vs `hasbro`, 0.27), so the search looks these
// variants up in the catalogue's word list instead.

const RU_LETTERS = 'абвгдежзийклмнопрстуфхцчшщъыьэюя';
const EN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Up to this length every edit is tried (a letter dropped, added, replaced or two swapped)… */
export const FULL_EDITS_MAX_LENGTH = 5;
/** …beyond it only drops and swaps (a replaced letter leaves enough trigrams in a long word). */
export const TYPO_VARIANT_MAX_LENGTH = 16;

/** Distinct words at edit distance 1 from `word` (see above), excluding the word itself. */
export function typoVariants(word: string): string[] {
  const chars = [...word];
  const n = chars.length;
  if (n < 3 || n > TYPO_VARIANT_MAX_LENGTH) return [];
  const alphabet = /^[а-я]+$/.test(word) ? RU_LETTERS : /^[a-z]+$/.test(word) ? EN_LETTERS : '';
  if (!alphabet) return [];
  const out = new Set<string>();
  for (let i = 0; i < n; i++) out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
  for (let i = 0; i < n - 1; i++) {
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1], swapped[i]];
    out.add(swapped.join(''));
  }
  if (n <= FULL_EDITS_MAX_LENGTH) {
    for (const letter of alphabet) {
      for (let i = 0; i < n; i++) out.add([...chars.slice(0, i), letter, ...chars.slice(i + 1)].join(''));
      for (let i = 0; i <= n; i++) out.add([...chars.slice(0, i), letter, ...chars.slice(i)].join(''));
    }
  }
  out.delete(word);
  return [...out];
}
