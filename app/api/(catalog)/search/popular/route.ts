import type { PopularQueriesResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { popularQueries } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

// What the empty search box offers: the queries shoppers searched most (search_log), the same for everyone.
export const GET = endpoint({ cache: 'searchPopular' }, async () =>
  json<PopularQueriesResponse>({ queries: await popularQueries(await getDb()) }),
);
