// What the query reading needs to know about each word, and the two look-ups that tell it: one definition of the
// questions, answered by SQL (./sql-vocabulary.ts) or from memory (./memory-index/lexicon.ts).
import { typoVariants } from '@/lib/search/typo-variants';

export type WordFacts = {
  word: string;
  /** A catalogue word (search_lexicon). */
  exact: boolean;
  /** The Russian stemmer drops it (для, и). */
  stop: boolean;
  /** When asked for (the word may be being typed) and needed: the most frequent catalogue word it starts. */
  prefix: string | null;
  /** The catalogue word most similar by trigrams, its similarity, and whether it is another form of the word. */
  near: string | null;
  near_sim: number | null;
  same_stem: boolean | null;
  /** The most frequent catalogue word one keystroke away. */
  edit: string | null;
};

export interface Vocabulary {
  /** Phase one, every word of every reading (the flag: it may be a prefix): exact, stop, prefix. */
  lookUpWords(words: Map<string, boolean>): Promise<Map<string, WordFacts>>;
  /** Phase two, for words phase one left unresolved: fills in near, near_sim, same_stem and edit. */
  lookUpNear(words: string[], withTypos: Set<string>, facts: Map<string, WordFacts>): Promise<void>;
}

/** Typo variants looked up per query at most; they are hundreds per short word. */
const MAX_TYPO_VARIANTS = 1600;

/** Trigram similarity a catalogue word needs to count as near (pg_trgm's default `%` threshold). */
export const NEAR_SIMILARITY = 0.3;

/** The spellings one keystroke off the words with typos, as (variant, source) pairs, within the budget. */
export function typoProbes(words: string[], withTypos: Set<string>): { variant: string; source: string }[] {
  const probes: { variant: string; source: string }[] = [];
  let budget = MAX_TYPO_VARIANTS;
  for (const word of words) {
    const edits = withTypos.has(word) ? typoVariants(word) : [];
    if (!edits.length || edits.length > budget) continue;
    budget -= edits.length;
    for (const variant of edits) probes.push({ variant, source: word });
  }
  return probes;
}

/** Words shorter than this get no trigram neighbour (too few trigrams to mean anything). */
export const NEAR_MIN_LENGTH = 3;
