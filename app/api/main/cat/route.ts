import type { MainCatResponse } from '@/lib/api/types';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/catalog/categories';
import { json, route } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = route(async () => json<MainCatResponse>({ cats: await listCategories(await getDb()) }));
