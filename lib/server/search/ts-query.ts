// A full-text query as data, turned into SQL from parameters only (never by pasting text into SQL).
import { sql, type SQL } from 'drizzle-orm';

export type Term = {
  word: string;
  /** The word being typed: match words that start with it. */
  prefix: boolean;
  /** Match as typed, not stemmed: the stemmer drops stop words (`нас` of `настольная` is one). */
  unstemmed?: boolean;
};
/** Terms that must all match (one reading of a chunk of the query). */
export type Alternative = Term[];
/** AND over chunks; each chunk matches if any of its readings does. */
export type TsQuery = Alternative[][];

/** Readable form, as `to_tsquery` syntax (tests, debugging). */
export function renderTsQuery(query: TsQuery): string {
  const alt = (a: Alternative) => a.map((t) => `${t.word}${t.prefix ? ':*' : ''}`).join(' & ');
  return query.map((group) => (group.length === 1 ? alt(group[0]) : `(${group.map(alt).join(' | ')})`)).join(' & ');
}

/**
 * One term, stemmed as the documents are (`куклы:*` → `кукл:*`) unless marked unstemmed. Digits also match
 * the signed number the parser makes of an article such as `KK-000123`.
 */
function termSql({ word, prefix, unstemmed }: Term): SQL {
  const star = prefix ? ':*' : '';
  if (/^\d+$/.test(word)) {
    return sql`(to_tsquery('simple', ${word + star}) || to_tsquery('simple', ${`-${word}${star}`}))`;
  }
  return unstemmed ? sql`to_tsquery('simple', ${word + star})` : sql`to_tsquery('russian', ${word + star})`;
}

/** A `tsquery` expression; an empty query gives an empty tsquery (matches nothing). */
export function tsQuerySql(query: TsQuery): SQL {
  if (!query.length) return sql`''::tsquery`;
  const and = (parts: SQL[]) => sql`(${sql.join(parts, sql` && `)})`;
  const or = (parts: SQL[]) => sql`(${sql.join(parts, sql` || `)})`;
  return and(query.map((group) => or(group.map((alternative) => and(alternative.map(termSql))))));
}
