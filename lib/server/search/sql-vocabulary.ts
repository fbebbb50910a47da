// The word look-ups of the query reading answered by the database (search_lexicon with pg_trgm): the path used
// until the in-process index (./memory-index) is ready, and by the results page.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import { NEAR_MIN_LENGTH, typoProbes, type Vocabulary, type WordFacts } from './word-facts';

/** Phase one in one statement: is each word a catalogue word, a stop word, the start of a word? */
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
 * Phase two in one statement: the nearest catalogue word by trigrams (noting whether it is another form of the
 * same word) and the most frequent one a keystroke away.
 */
async function lookUpNear(db: DbOrTx, words: string[], withTypos: Set<string>, facts: Map<string, WordFacts>) {
  const variants = typoProbes(words, withTypos).map(({ variant, source }) => sql`(${variant}::text, ${source}::text)`);
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
        where length(v.w) >= ${NEAR_MIN_LENGTH} and l.word % v.w and l.word <> v.w
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

export function sqlVocabulary(db: DbOrTx): Vocabulary {
  return {
    lookUpWords: (words) => lookUpWords(db, words),
    lookUpNear: (words, withTypos, facts) => lookUpNear(db, words, withTypos, facts),
  };
}
