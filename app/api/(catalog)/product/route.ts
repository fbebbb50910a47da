import { productRequest } from '@/lib/api/catalog';
import type { ProductResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { getProductByAlias } from '@/lib/server/catalog/product-detail';
import { notFound } from '@/lib/server/http/errors';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';

export const POST = route(async (request) => {
  const { alias } = await readJson(request, productRequest);
  const product = await getProductByAlias(await getDb(), alias);
  if (!product) throw notFound('Товар не найден');
  return json<ProductResponse>({ success: true, product });
});
