import { searchQuery } from '@/lib/api/catalog';
import type { SearchHintsResponse } from '@/lib/api/catalog';
import { memoPolicy } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { queryReadingKey } from '@/lib/search/query-candidates';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { memo } from '@/lib/server/memo';
import { LIMITS } from '@/lib/server/rate-limit';
import { currentSearchIndex, searchHintsAndProducts } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

export const GET = endpoint(
  { rateLimit: LIMITS.search, query: searchQuery, cache: 'searchHints' },
  async ({ query: { query } }) => {
    // Hints are the same for every shopper and typed prefixes repeat a lot: each answer is kept a while, here and in
    // the shared response cache in front of Next (lib/cache/policy.ts says how long).
    // From the in-process index once it is built and current, else from the database (lib/server/search).
    const result = await memo(`search:hints:${queryReadingKey(query)}`, memoPolicy('searchHints'), async () => {
      const db = await getDb();
      return searchHintsAndProducts(db, query, currentSearchIndex(db));
    });
    return json<SearchHintsResponse>(result);
  },
);
