import { updateCategoryRequest, type AdminCategoryResponse } from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { deleteCategory, updateCategory } from '@/lib/server/admin/catalog/categories';
import { idParam } from '@/lib/server/admin/id-param';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** Any of {name, slug, parent_id, sort, description, seo_text}. */
export const PATCH = adminRoute<{ id: string }>('products', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const change = await readJson(request, updateCategoryRequest);
  return json<AdminCategoryResponse>({
    success: true,
    category: await updateCategory(await getDb(), actor, id, change),
  });
});

/** Refused (409) while products or subcategories are in it. */
export const DELETE = adminRoute<{ id: string }>('products', async ({ params, actor }) => {
  await deleteCategory(await getDb(), actor, idParam(params.id));
  return json({ success: true });
});
