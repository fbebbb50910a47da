// The hints box's answer, `GET /api/search/hints-and-products`, defined once: its policy (query, rate limit, cache)
// and the function that makes the JSON serve both the route handler (app/api/(catalog)/search/hints-and-products)
// and the shop server's fast route, which answers the same before Next's router while the in-process index is
// current (lib/server/http/fast-route.ts). Whatever the answer grows (more fields) is added in searchHintsAndProducts.
import { searchQuery, type SearchHintsResponse } from '@/lib/api/catalog';
import { memoPolicy } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { queryReadingKey } from '@/lib/search/query-candidates';
import type { FastRoute } from '@/lib/server/http/fast-route';
import { memo } from '@/lib/server/memo';
import { LIMITS } from '@/lib/server/rate-limit';
import { currentSearchIndex, searchIndexIsCurrent } from './memory-index/current';
import { searchHintsAndProducts } from './search-service';

export const HINTS_PATH = '/api/search/hints-and-products';

export const hintsPolicy = { rateLimit: LIMITS.search, query: searchQuery, cache: 'searchHints' } as const;

/**
 * The answer to a query. Hints are the same for every shopper and typed prefixes repeat a lot: each answer is kept a
 * while, here and in the shared response cache in front of Next (lib/cache/policy.ts says how long). From the
 * in-process index once it is built and current, else from the database.
 */
export function hintsAnswer(query: string): Promise<SearchHintsResponse> {
  return memo(`search:hints:${queryReadingKey(query)}`, memoPolicy('searchHints'), async () => {
    const db = await getDb();
    return searchHintsAndProducts(db, query, currentSearchIndex(db));
  });
}

/** The same answer before Next's router, taken only while the index is current (else the route handler answers). */
export const hintsFastRoute: FastRoute<typeof searchQuery> = {
  path: HINTS_PATH,
  policy: hintsPolicy,
  ready: searchIndexIsCurrent,
  answer: ({ query }) => hintsAnswer(query),
};
