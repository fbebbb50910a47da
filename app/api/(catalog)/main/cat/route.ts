import type { MainCatResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/catalog/categories';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

// Every page start asks for the categories: the same for everyone, so shared caches may keep them a while.
export const GET = endpoint({ cache: 'categories' }, async () =>
  json<MainCatResponse>({ cats: await listCategories(await getDb()) }),
);
