import type { SearchHintsResponse } from '@/lib/api/catalog';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { hintsAnswer, hintsPolicy } from '@/lib/server/search';

export const dynamic = 'force-dynamic';

// While the in-process search index is current the shop's server answers this path before Next's router, by the
// same policy and the same function (lib/server/search/hints-answer.ts); this handler answers the rest.
export const GET = endpoint(hintsPolicy, async ({ query: { query } }) =>
  json<SearchHintsResponse>(await hintsAnswer(query)),
);
