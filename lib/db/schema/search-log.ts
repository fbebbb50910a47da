// What shoppers searched: one row per day and normalised query, counted in process memory and written once a
// minute (lib/server/search/search-log.ts). The storefront's popular queries and the back office's «Поиск» read it.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const searchLog = pgTable(
  'search_log',
  {
    /** The day (server time zone) the searches were made. */
    day: date('day').notNull(),
    /** The query as normalised (lowercase, `ё`→`е`, single spaces). */
    query: text('query').notNull(),
    /** Results pages opened for it that day. */
    searches: integer('searches').notNull().default(0),
    /** Of those, how many found nothing. */
    empty: integer('empty').notNull().default(0),
    /** How many goods the last search found. */
    results: integer('results').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.query] }),
    index('search_log_day_idx').on(t.day),
    check('search_log_counts', sql`${t.searches} >= 0 and ${t.empty} >= 0 and ${t.empty} <= ${t.searches}`),
  ],
);
