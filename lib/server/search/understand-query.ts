// Works out what a query means against the catalogue's own words (search_lexicon): per word of each reading
// (as typed, in the other layout, transliterated) — is it a catalogue word or the start of one, else (in a
// second statement, for those chunks only) a form of one, a few trigrams or one keystroke away from one.
// The best reading per chunk wins.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { normalizeQuery } from '@/lib/search/normalize';
import {
  querySlotsWithCandidates,
  type Candidate,
  type CandidateKind,
  type QuerySlot,
} from '@/lib/search/query-candidates';
import { typoVariants } from '@/lib/search/typo-variants';
import { renderTsQuery, type Alternative, type Term, type TsQuery } from './ts-query';

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

type WordFacts = {
  word: string;
  exact: boolean;
  stop: boolean;
  prefix: string | null;
  near: string | null;
  near_sim: number | null;
  same_stem: boolean | null;
  edit: string | null;
};

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
/** Typo variants looked up per query at most; they are hundreds per short word. */
const MAX_TYPO_VARIANTS = 1600;

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

/** Phase one, every word of every reading: is it a catalogue word, a stop word, the start of a word? */
async function lookUpWords(db: DbOrTx, words: Map<string, boolean>): Promise<Map<string, WordFacts>> {
  const facts = new Map<string, WordFacts>();
  if (!words.size) return facts;
  const values = sql.join(
    [...words].map(([word, prefix]) => sql`(${word}::text, ${prefix}::boolean)`),
    sql`, `,
  );
  const rows = await queryRows<WordFacts>(
    db,
    sql`with v as (
        select w, want_prefix, exists (select 1 from search_lexicon l where l.word = w) as exact,
          length(to_tsvector('russian', w)) = 0 as stop
        from (values ${values}) as t(w, want_prefix)
      )
      select v.w as word, v.exact, v.stop, p.word as prefix,
        null as near, null::float8 as near_sim, null::boolean as same_stem, null as edit
      from v
      -- A catalogue word needs no completion (see resolve) unless it is a stop word being typed.
      left join lateral (
        select l.word from search_lexicon l
        where v.want_prefix and (v.stop or not v.exact) and l.word like v.w || '%' and l.word <> v.w
        order by l.freq desc, l.word limit 1
      ) p on true`,
  );
  for (const row of rows) facts.set(row.word, row);
  return facts;
}

/**
 * Phase two, only for chunks phase one left unresolved (a word form, a typo, a misspelling): the nearest
 * catalogue word by trigrams (noting whether it is another form of the same word) and the most frequent one
 * a keystroke away.
 */
async function lookUpNear(db: DbOrTx, words: string[], withTypos: Set<string>, facts: Map<string, WordFacts>) {
  const variants: SQL[] = [];
  let budget = MAX_TYPO_VARIANTS;
  for (const word of words) {
    const edits = withTypos.has(word) ? typoVariants(word) : [];
    if (!edits.length || edits.length > budget) continue;
    budget -= edits.length;
    for (const edit of edits) variants.push(sql`(${edit}::text, ${word}::text)`);
  }
  // One equality per variant (a join), never `= any(array)`: for that the planner picks the trigram GIN index,
  // which supports `=` too and costs ~200 ms per word instead of a few primary-key probes.
  const typos = variants.length
    ? sql`select e.source as word, l.word as found, l.freq::float8 as score, null::boolean as same_stem, 'edit' as kind
        from (values ${sql.join(variants, sql`, `)}) as e(variant, source)
        join search_lexicon l on l.word = e.variant`
    : sql`select null::text, null::text, null::float8, null::boolean, null::text where false`;
  type Found = { word: string; found: string; score: number; same_stem: boolean | null; kind: string };
  const rows = await queryRows<Found>(
    db,
    sql`select v.w as word, n.word as found, n.sim as score, n.same_stem, 'near' as kind
      from (values ${sql.join(
        words.map((w) => sql`(${w}::text)`),
        sql`, `,
      )}) as v(w)
      join lateral (
        select l.word, similarity(l.word, v.w)::float8 as sim,
          to_tsvector('russian', l.word) = to_tsvector('russian', v.w)
            and numnode(plainto_tsquery('russian', v.w)) > 0 as same_stem
        from search_lexicon l
        where length(v.w) >= 3 and l.word % v.w and l.word <> v.w
        order by 3 desc, 2 desc, l.freq desc, l.word limit 1
      ) n on true
      union all (${typos})
      order by 1, 5, 3 desc, 2`,
  );
  for (const row of rows) {
    const f = facts.get(row.word);
    if (!f) continue;
    if (row.kind === 'edit') {
      f.edit ??= row.found; // the most frequent comes first
    } else {
      Object.assign(f, { near: row.found, near_sim: Number(row.score), same_stem: row.same_stem });
    }
  }
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

export async function understandQuery(db: DbOrTx, query: string): Promise<UnderstoodQuery> {
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
  const facts = await lookUpWords(db, words);

  // Chunks without a catalogue word (or, while typed, the start of one) get a second, rarer look-up.
  const unresolved = slots.filter((slot) => bestOf(scoreSlot(slot, facts)).quality < (slot.open ? 2.2 : 2.6));
  if (unresolved.length) {
    const candidates = unresolved.flatMap((slot) => slot.candidates);
    const nearWords = [...new Set(candidates.flatMap((c) => c.words))].filter((w) => facts.get(w)?.exact === false);
    // Keystroke typos of the words as typed or in the other layout; transliteration is inexact anyway.
    const withTypos = new Set(candidates.filter((c) => c.kind !== 'translit').flatMap((c) => c.words));
    if (nearWords.length) await lookUpNear(db, nearWords, withTypos, facts);
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
