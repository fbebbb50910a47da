import type { ProductListResponse } from '@/lib/api/catalog';
import { getDb } from '@/lib/db/client';
import { productList, type ProductListKind } from '@/lib/server/catalog/product-lists';
import { endpoint } from './endpoint';
import { json } from './respond';

/** GET handler for /api/popular, /api/new, /api/sale, /api/hit. */
export const productListRoute = (kind: ProductListKind) =>
  endpoint({ cache: 'productLists' }, async () =>
    json<ProductListResponse>({ products: await productList(await getDb(), kind) }),
  );
