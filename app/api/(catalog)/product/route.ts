import { productRequest } from '@/lib/api/catalog';
import type { ProductResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { getProductByAlias } from '@/lib/server/catalog/product-detail';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { json } from '@/lib/server/http/respond';
import { LIMITS } from '@/lib/server/rate-limit';

/** POST {alias}: one product's card. Only reads. */
export const POST = endpoint(
  { sameOrigin: false, rateLimit: LIMITS.product, body: productRequest },
  async ({ body: { alias } }) => {
    const product = await getProductByAlias(await getDb(), alias);
    if (!product) throw notFound('Товар не найден');
    return json<ProductResponse>({ success: true, product });
  },
);
