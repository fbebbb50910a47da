import {
  createCategoryRequest,
  type AdminCategoriesResponse,
  type AdminCategoryResponse,
} from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { createCategory, listCategories } from '@/lib/server/admin/catalog/categories';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** Every category in tree order, with how many products each holds. */
export const GET = adminRoute('products', async () =>
  json<AdminCategoriesResponse>({ success: true, categories: await listCategories(await getDb()) }),
);

/** {name, slug?, parent_id?, sort?, description?, seo_text?}: a taken slug is a 409. */
export const POST = adminRoute('products', async ({ request, actor }) => {
  const input = await readJson(request, createCategoryRequest);
  const category = await createCategory(await getDb(), actor, input);
  return json<AdminCategoryResponse>({ success: true, category }, { status: 201 });
});
