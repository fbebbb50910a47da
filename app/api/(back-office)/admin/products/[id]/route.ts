import { updateProductRequest, type AdminProductResponse } from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { idParam } from '@/lib/server/admin/id-param';
import { deleteProduct, getProduct, updateProduct } from '@/lib/server/admin/catalog/products';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

export const GET = adminRoute<{ id: string }>('products', async ({ params }) =>
  json<AdminProductResponse>({ success: true, product: await getProduct(await getDb(), idParam(params.id)) }),
);

/** Any of the product's fields: `{price}`, `{stock}`, `{hidden: true}`, `{images}` (reorder, remove, cover) … */
export const PATCH = adminRoute<{ id: string }>('products', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const change = await readJson(request, updateProductRequest);
  return json<AdminProductResponse>({ success: true, product: await updateProduct(await getDb(), actor, id, change) });
});

/** Only a product without orders; one with orders answers 409 (hide it instead). */
export const DELETE = adminRoute<{ id: string }>('products', async ({ params, actor }) => {
  await deleteProduct(await getDb(), actor, idParam(params.id));
  return json({ success: true });
});
