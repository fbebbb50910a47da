import {
  createProductRequest,
  productListQuery,
  type AdminProductResponse,
  type AdminProductsResponse,
} from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { createProduct, listProducts } from '@/lib/server/admin/catalog/products';
import { readJson, readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** ?q=&page=&category=&stock=&hidden=&no_photo= — hidden products included. */
export const GET = adminRoute('products', async ({ request }) => {
  const query = readQuery(request, productListQuery);
  return json<AdminProductsResponse>({ success: true, ...(await listProducts(await getDb(), query)) });
});

/** {name, price, stock, category_id, …}: a taken slug or article is a 409. */
export const POST = adminRoute('products', async ({ request, actor }) => {
  const input = await readJson(request, createProductRequest);
  const product = await createProduct(await getDb(), actor, input);
  return json<AdminProductResponse>({ success: true, product }, { status: 201 });
});
