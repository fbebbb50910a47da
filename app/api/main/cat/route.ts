import type { MainCatResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/catalog/categories';
import { json, route } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

// Every page start asks for the categories (spec §4): the same for everyone, so shared caches may keep them a minute.
export const GET = route(async () =>
  json<MainCatResponse>(
    { cats: await listCategories(await getDb()) },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' } },
  ),
);
