import type { ProductListResponse } from '@/lib/api/catalog';
import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { productList, type ProductListKind } from '@/lib/server/catalog/product-lists';
import { json, route } from './respond';

/** GET handler for /api/popular, /api/new, /api/sale, /api/hit. */
export const productListRoute = (kind: ProductListKind) =>
  route(async () =>
    json<ProductListResponse>(
      { products: await productList(await getDb(), kind) },
      { headers: { 'Cache-Control': cacheControl('productLists') } },
    ),
  );
