// Query completions for the search box: phrases that start with what was understood, then phrases with a
// word that starts with it, then similar phrases (trigrams), then the last word completed from the lexicon.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';

export const MAX_HINTS = 8;

export async function findHints(db: DbOrTx, understood: string, limit = MAX_HINTS): Promise<string[]> {
  const base = understood.trim();
  if (!base) return [];
  const lastSpace = base.lastIndexOf(' ');
  const head = lastSpace >= 0 ? base.slice(0, lastSpace + 1) : '';
  const last = base.slice(lastSpace + 1);
  // `base` holds letters, digits and single spaces only (see normalize.ts), so it is safe inside LIKE.
  const rows = await queryRows<{ hint: string }>(
    db,
    sql`with phrases as (
        (select phrase as hint, weight, 0 as tier from search_phrases
          where phrase like ${base} || '%' order by weight desc, phrase limit ${limit})
        union all
        (select phrase, weight, 1 from search_phrases
          where phrase like '% ' || ${base} || '%' order by weight desc, phrase limit ${limit})
        union all
        (select phrase, weight, 2 from search_phrases
          where length(${base}) >= 3 and phrase % ${base}
          order by similarity(phrase, ${base}) desc, weight desc, phrase limit ${limit})
      ),
      -- The word being typed completed from the lexicon: on its own, or after other words when no phrase
      -- fits (a made-up pair such as «гипсовые фишер» is worse than no hint).
      words as (
        select ${head} || word as hint, freq as weight, 3 as tier from search_lexicon
        where word like ${last} || '%' and (${head} = '' or not exists (select 1 from phrases))
        order by freq desc, word limit ${limit}
      )
      select hint from (select * from phrases union all select * from words) h
      group by hint order by min(tier), max(weight) desc, hint limit ${limit}`,
  );
  return rows.map((r) => r.hint);
}

/** Nearest phrases to a query that found nothing, else the most wanted ones: a search never dead-ends. */
export async function findSuggestions(db: DbOrTx, texts: string[], limit = MAX_HINTS): Promise<string[]> {
  const probes = [...new Set(texts.map((t) => t.trim()).filter((t) => t.length >= 3))];
  const near = probes.length
    ? sql.join(
        probes.map(
          (t) => sql`(select phrase, similarity(phrase, ${t}) as sim, weight from search_phrases
            where phrase % ${t} order by sim desc, weight desc limit ${limit})`,
        ),
        sql` union all `,
      )
    : sql`select null::text as phrase, 0::real as sim, 0 as weight where false`;
  const rows = await queryRows<{ phrase: string }>(
    db,
    sql`with near as (${near}),
      popular as (select phrase, 0::real as sim, weight from search_phrases order by weight desc, phrase limit ${limit})
      select phrase from (select * from near union all select * from popular) s
      group by phrase order by max(sim) desc, max(weight) desc, phrase limit ${limit}`,
  );
  return rows.map((r) => r.phrase);
}
