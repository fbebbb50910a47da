// Works out what a query means against the catalogue's own words (search_lexicon): per word of each reading
// (as typed, in the other layout, transliterated) — is it a catalogue word or the start of one, else (in a
// second look-up, for those chunks only) a form of one, a few trigrams or one keystroke away from one.
// The best reading per chunk wins. The rules are here once; the look-ups are asked of a Vocabulary
// (./word-facts.ts): the database's (./sql-vocabulary.ts) or the in-process index's (./memory-index).
import type { DbOrTx } from '@/lib/db/client';
import { normalizeQuery } from '@/lib/search/normalize';
import {
  querySlotsWithCandidates,
  type Candidate,
  type CandidateKind,
  type QuerySlot,
} from '@/lib/search/query-candidates';
import { sqlVocabulary } from './sql-vocabulary';
import { renderTsQuery, type Alternative, type Term, type TsQuery } from './ts-query';
import type { Vocabulary, WordFacts } from './word-facts';

export type UnderstoodQuery = {
  /** The words as typed, normalised and space-separated. */
  typed: string;
  /** The query as understood (layout, transliteration and typos resolved). */
  understood: string;
  /** `understood` with other word forms replaced by the catalogue's own (`скоря` → `скорая`): the base for hints. */
  hintBase: string;
  /** `understood` when it differs from what was typed, else null. */
  corrected: string | null;
  /** What to match; empty when nothing is searchable (only stop words). */
  match: TsQuery;
  /** `match` with the word being typed completed to its likeliest catalogue word, for ranking. */
  rank: TsQuery;
  /** Words that matched nothing in the catalogue's vocabulary. */
  unknown: string[];
};

/** Whether ranking reads a query of its own: only when a word being typed was completed. */
export const ranksApart = (query: UnderstoodQuery) => JSON.stringify(query.rank) !== JSON.stringify(query.match);

type Resolution = {
  quality: number;
  /** The word as understood (what is searched and shown). */
  word: string;
  stop: boolean;
  /** For a prefix: the likeliest catalogue word it starts (ranking). */
  completion?: string;
  /** A prefix that is also a stop word: searched unstemmed. */
  stopPrefix?: boolean;
  /** For another form of a catalogue word: that word, which the completions know (`скоря` → `скорая`). */
  hint?: string;
};

const KIND_BONUS: Record<CandidateKind, number> = { typed: 0.05, layout: 0.02, translit: 0.01, 'layout-en': 0 };
/** Other readings this good are searched too (a catalogue word or a form of one; a mere prefix is noise). */
const ALTERNATIVE_QUALITY = 2.6;
/** A word one keystroke off a catalogue word. */
const TYPO_QUALITY = 1.8;

const isNumeric = (word: string) => /\d/.test(word);

/**
 * How good a reading of one word is: 3 a catalogue word, 2.6 another form of one, 2.2 the start of one
 * (the word being typed), 2 a stop word (для, и), 1.8 one keystroke off, 1–2 trigram-similar, 0 unknown.
 */
function resolve(facts: WordFacts | undefined, word: string, open: boolean): Resolution {
  if (isNumeric(word)) return { quality: 3, word, stop: false };
  if (!facts) return { quality: 0, word, stop: false };
  if (facts.stop) {
    // A stop word being typed is the start of a word (`со` of `сортер`, `и` of `игрушка`), searched unstemmed.
    // A finished one ranks below a prefix: `b` being typed is `barbie`, not `и` in the other layout.
    if (open && facts.prefix) return { quality: 2.2, word, stop: false, completion: facts.prefix, stopPrefix: true };
    return { quality: 2, word, stop: true };
  }
  if (facts.exact) return { quality: 3, word, stop: false };
  if (facts.same_stem && facts.near) return { quality: 2.6, word, stop: false, hint: facts.near };
  if (open && facts.prefix) return { quality: 2.2, word, stop: false, completion: facts.prefix };
  if (facts.edit) return { quality: TYPO_QUALITY, word: facts.edit, stop: false };
  if (facts.near && facts.near_sim !== null) return { quality: 1 + facts.near_sim, word: facts.near, stop: false };
  return { quality: 0, word, stop: false };
}

/** The terms of one reading; stop words are left out (they would match nothing). */
function alternative(resolutions: Resolution[], open: boolean, complete = false): Alternative {
  return resolutions.flatMap((r, i): Term[] => {
    if (r.stop) return [];
    const isOpen = open && i === resolutions.length - 1;
    return complete && isOpen && r.completion
      ? [{ word: r.completion, prefix: false }]
      : [{ word: r.word, prefix: isOpen, unstemmed: r.stopPrefix }];
  });
}

type Scored = { candidate: Candidate; resolutions: Resolution[]; score: number; quality: number };

function scoreSlot(slot: QuerySlot, facts: Map<string, WordFacts>): Scored[] {
  return slot.candidates.map((candidate) => {
    const resolutions = candidate.words.map((w) => resolve(facts.get(w), w, slot.open));
    const quality = Math.min(...resolutions.map((r) => r.quality));
    return { candidate, resolutions, score: quality + KIND_BONUS[candidate.kind], quality };
  });
}

const bestOf = (scored: Scored[]) => scored.reduce((a, b) => (b.score > a.score ? b : a));

/** Reads a query against the catalogue's words in the database. */
export function understandQuery(db: DbOrTx, query: string): Promise<UnderstoodQuery> {
  return readQuery(sqlVocabulary(db), query);
}

/** Reads a query against a vocabulary: the database's or the in-process index's, by the same rules. */
export async function readQuery(vocabulary: Vocabulary, query: string): Promise<UnderstoodQuery> {
  const slots = querySlotsWithCandidates(query);
  const typed = slots.flatMap((s) => s.typed).join(' ');
  if (!slots.length) {
    const empty = { understood: '', hintBase: '', corrected: null, match: [], rank: [], unknown: [] };
    return { typed: normalizeQuery(query), ...empty };
  }

  // Every distinct word of every reading, and whether it may be the prefix of a word being typed.
  const words = new Map<string, boolean>();
  for (const slot of slots) {
    for (const candidate of slot.candidates) {
      candidate.words.forEach((word, i) => {
        if (isNumeric(word)) return;
        words.set(word, (words.get(word) ?? false) || (slot.open && i === candidate.words.length - 1));
      });
    }
  }
  const facts = await vocabulary.lookUpWords(words);

  // Chunks without a catalogue word (or, while typed, the start of one) get a second, rarer look-up.
  const unresolved = slots.filter((slot) => bestOf(scoreSlot(slot, facts)).quality < (slot.open ? 2.2 : 2.6));
  if (unresolved.length) {
    const candidates = unresolved.flatMap((slot) => slot.candidates);
    const nearWords = [...new Set(candidates.flatMap((c) => c.words))].filter((w) => facts.get(w)?.exact === false);
    // Keystroke typos of the words as typed or in the other layout; transliteration is inexact anyway.
    const withTypos = new Set(candidates.filter((c) => c.kind !== 'translit').flatMap((c) => c.words));
    if (nearWords.length) await vocabulary.lookUpNear(nearWords, withTypos, facts);
  }

  const match: TsQuery = [];
  const rank: TsQuery = [];
  const understoodWords: string[] = [];
  const hintWords: string[] = [];
  const unknown: string[] = [];
  for (const slot of slots) {
    const scored = scoreSlot(slot, facts);
    const best = bestOf(scored);
    understoodWords.push(...best.resolutions.map((r) => r.word));
    hintWords.push(...best.resolutions.map((r) => r.hint ?? r.word));
    if (best.quality === 0) unknown.push(...best.resolutions.filter((r) => r.quality === 0).map((r) => r.word));
    // A chunk of stop words only (для, и) narrows nothing: leave it out rather than AND an empty term.
    if (best.resolutions.every((r) => r.stop)) continue;

    const alternatives = new Map<string, Alternative>();
    const add = (a: Alternative) => {
      if (a.length) alternatives.set(renderTsQuery([[a]]), a);
    };
    add(alternative(best.resolutions, slot.open));
    for (const other of scored) {
      if (other !== best && other.quality >= ALTERNATIVE_QUALITY) add(alternative(other.resolutions, slot.open));
    }
    // Latin words as typed stay searchable (brands such as `lego` are written in Latin in the catalogue).
    const typedLatin = slot.candidates[0];
    if (best.candidate !== typedLatin && typedLatin.words.every((w) => /^[a-z0-9]+$/.test(w))) {
      add(
        alternative(
          typedLatin.words.map((w) => ({ quality: 0, word: w, stop: false })),
          slot.open,
        ),
      );
    }
    if (!alternatives.size) continue;
    const group = [...alternatives.values()];
    match.push(group);
    // A prefix such as `кук` also matches `кукол` and `кукл` in one product; rank by the likely word instead.
    const completed = slot.open ? alternative(best.resolutions, true, true) : [];
    rank.push(completed.length ? [completed] : group);
  }

  const understood = understoodWords.join(' ');
  return {
    typed,
    understood,
    hintBase: hintWords.join(' '),
    corrected: understood !== typed ? understood : null,
    match,
    rank,
    unknown,
  };
}
