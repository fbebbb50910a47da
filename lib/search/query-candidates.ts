// How a query might have been meant: per chunk of the query, the words as typed and their readings
// in the other keyboard layout and as Latin-spelt Russian. The server picks the reading the catalogue knows.
import { enToRuLayout, ruToEnLayout } from './keyboard-layout';
import { normalizeQuery, querySlots, wordsOf } from './normalize';
import { isLatinWord, latinToCyrillic } from './translit';

export type CandidateKind = 'typed' | 'layout' | 'translit' | 'layout-en';

export type Candidate = { kind: CandidateKind; words: string[] };

export type QuerySlot = {
  /** The words as typed (letters and digits of the chunk). */
  typed: string[];
  /** `typed` first, then the other readings, without duplicates. */
  candidates: Candidate[];
  /** The chunk the shopper may still be typing (last, no space after it): its last word may be a prefix. */
  open: boolean;
};

/** At most this many chunks are interpreted; a search box query longer than that is noise. */
export const MAX_SLOTS = 6;

const hasLatin = (s: string) => /[a-z]/.test(s);
const hasCyrillic = (s: string) => /[а-я]/.test(s);

/** Whether the shopper may still be typing the last word: a trailing space means they finished it. */
const endsOpen = (query: string) => !/\s$/.test(query);

/**
 * Everything the reading of a query depends on, as a cache key: the normalised query, and a trailing space when
 * its last word is finished. Queries with one key are read alike (`Ёжик  В тумане` and `ежик в тумане`).
 */
export function queryReadingKey(query: string): string {
  return endsOpen(query) ? normalizeQuery(query) : `${normalizeQuery(query)} `;
}

export function querySlotsWithCandidates(query: string): QuerySlot[] {
  const lastOpen = endsOpen(query);
  const chunks = querySlots(normalizeQuery(query))
    .map((chunk) => ({ chunk, typed: wordsOf(chunk) }))
    // A lone `,` is punctuation unless the chunk holds Latin letters (then it may be `б`).
    .filter((s) => s.typed.length > 0)
    .slice(0, MAX_SLOTS);

  return chunks.map(({ chunk, typed }, index) => {
    const candidates: Candidate[] = [{ kind: 'typed', words: typed }];
    const add = (kind: CandidateKind, list: string[]) => {
      if (!list.length) return;
      const key = list.join(' ');
      if (candidates.some((c) => c.words.join(' ') === key)) return;
      candidates.push({ kind, words: list });
    };
    if (hasLatin(chunk) && !hasCyrillic(chunk)) {
      add('layout', wordsOf(enToRuLayout(chunk)));
      if (typed.every((w) => isLatinWord(w) || /^\d+$/.test(w))) {
        add('translit', typed.map(latinToCyrillic));
      }
    } else if (hasCyrillic(chunk) && !hasLatin(chunk)) {
      const en = wordsOf(ruToEnLayout(chunk));
      if (en.every((w) => /^[a-z0-9]+$/.test(w))) add('layout-en', en);
    }
    return { typed, candidates, open: lastOpen && index === chunks.length - 1 };
  });
}
