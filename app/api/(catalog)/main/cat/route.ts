import type { MainCatResponse } from '@/lib/api/catalog';
import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/catalog/categories';
import { json, route } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

// Every page start asks for the categories: the same for everyone, so shared caches may keep them a while.
export const GET = route(async () =>
  json<MainCatResponse>(
    { cats: await listCategories(await getDb()) },
    { headers: { 'Cache-Control': cacheControl('categories') } },
  ),
);
