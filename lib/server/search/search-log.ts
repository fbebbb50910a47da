// Which queries shoppers search: counted when a results page is opened (a submitted search, not a keystroke of the
// hints box), in process memory, and written to search_log once a minute in one statement, so a search costs a
// Map update and the hints' fast path nothing at all (docs/adr/0072-search-log.md). The storefront's popular queries
// and the back office's «Поиск» read the table; both write what is pending first, so they see this instance's latest
// searches.
import { and, desc, gte, sql } from 'drizzle-orm';
import type { SearchStatRow, SearchStats } from '@/lib/api/admin/search';
import { memoPolicy } from '@/lib/cache/policy';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { searchLog } from '@/lib/db/schema';
import { normalizeQuery } from '@/lib/search/normalize';
import { processState } from '@/lib/process-registry';
import { memo } from '@/lib/server/memo';

const FLUSH_MS = 60_000;
/** Distinct queries kept between writes; beyond that a minute's new queries are not counted (a flood, not shoppers). */
const MAX_PENDING = 5_000;
/** Shown in the empty search box. */
export const POPULAR_QUERIES = 8;
/** A query enters the popular list once searched this often in 30 days (one shopper's one search stays private). */
const POPULAR_MIN_SEARCHES = 2;
const STATS_ROWS = 30;

type Pending = { day: string; query: string; searches: number; empty: number; results: number };
export type SearchLogState = { pending: Map<string, Pending>; timer: ReturnType<typeof setInterval> | null };
// In the process registry: the results page and the route handlers count into one Map, written at shutdown too.
const state = (processState.searchLog ??= { pending: new Map(), timer: null });
const pending = state.pending;

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Counts one submitted search and how many goods it found. */
export function recordSearch(query: string, results: number): void {
  const text = normalizeQuery(query);
  if (!text) return;
  const day = today();
  const key = `${day}\n${text}`;
  let row = pending.get(key);
  if (!row) {
    // A flood of distinct queries: what is held is written now, so the searches after it still count; past twice
    // the bound (the write not done yet) a new query is dropped.
    if (pending.size >= MAX_PENDING) flushNow();
    if (pending.size >= 2 * MAX_PENDING) return;
    row = { day, query: text, searches: 0, empty: 0, results: 0 };
    pending.set(key, row);
  }
  row.searches += 1;
  if (results === 0) row.empty += 1;
  row.results = results;
  if (!state.timer) {
    state.timer = setInterval(flushNow, FLUSH_MS);
    state.timer.unref();
  }
}

function flushNow(): void {
  void writePendingSearches();
}

/** Stops the minute's timer (a shutdown has written what was held; a test's database is gone). */
export function stopSearchLogTimer(): void {
  if (state.timer) clearInterval(state.timer);
  state.timer = null;
}

/** Writes what is held now (the minute's timer, a flood, a shutdown); a failure is logged, the counts kept. */
export function writePendingSearches(): Promise<void> {
  if (!pending.size) return Promise.resolve();
  return getDb()
    .then(flushSearchLog)
    .catch((error: Error) => console.error('[search] search log not written:', error.message));
}

/** Writes the pending counts (added to the day's row); on failure they are kept for the next write. */
export async function flushSearchLog(db: DbOrTx): Promise<void> {
  if (!pending.size) return;
  const rows = [...pending.values()];
  pending.clear();
  try {
    await db
      .insert(searchLog)
      .values(rows)
      .onConflictDoUpdate({
        target: [searchLog.day, searchLog.query],
        set: {
          searches: sql`${searchLog.searches} + excluded.searches`,
          empty: sql`${searchLog.empty} + excluded.empty`,
          results: sql`excluded.results`,
        },
      });
  } catch (error) {
    for (const row of rows) {
      const key = `${row.day}\n${row.query}`;
      const now = pending.get(key);
      if (now) Object.assign(now, { searches: now.searches + row.searches, empty: now.empty + row.empty });
      else pending.set(key, row);
    }
    throw error;
  }
}

/** The queries shoppers searched most in 30 days that found goods: the same for everyone, cached a while. */
export function popularQueries(db: DbOrTx): Promise<string[]> {
  return memo('search:popular', memoPolicy('searchPopular'), async () => {
    await flushSearchLog(db);
    const searches = sql<number>`sum(${searchLog.searches})::int`;
    const rows = await db
      .select({ query: searchLog.query })
      .from(searchLog)
      .where(gte(searchLog.day, daysAgo(29)))
      .groupBy(searchLog.query)
      .having(
        and(sql`${searches} >= ${POPULAR_MIN_SEARCHES}`, sql`sum(${searchLog.searches} - ${searchLog.empty}) > 0`),
      )
      .orderBy(desc(searches), searchLog.query)
      .limit(POPULAR_QUERIES);
    return rows.map((r) => r.query);
  });
}

/** The back office's view: the most searched queries and those that found nothing, over the last `days` days. */
export async function searchStats(db: DbOrTx, days: number): Promise<SearchStats> {
  await flushSearchLog(db);
  const searches = sql<number>`sum(${searchLog.searches})::int`;
  const empty = sql<number>`sum(${searchLog.empty})::int`;
  // The goods found by the latest day's search.
  const results = sql<number>`(array_agg(${searchLog.results} order by ${searchLog.day} desc))[1]`;
  const base = () =>
    db
      .select({ query: searchLog.query, searches, empty, results })
      .from(searchLog)
      .where(gte(searchLog.day, daysAgo(days - 1)))
      .groupBy(searchLog.query);
  const [top, none] = await Promise.all([
    base().orderBy(desc(searches), searchLog.query).limit(STATS_ROWS),
    base()
      .having(sql`${empty} > 0`)
      .orderBy(desc(empty), searchLog.query)
      .limit(STATS_ROWS),
  ]);
  const row = (r: SearchStatRow): SearchStatRow => ({
    query: r.query,
    searches: Number(r.searches),
    empty: Number(r.empty),
    results: Number(r.results),
  });
  return { days, top: top.map(row), empty: none.map(row) };
}
