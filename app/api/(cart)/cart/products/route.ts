import type { CartProductsResponse } from '@/lib/api/cart';
import { PRIVATE_NO_STORE } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { readCart } from '@/lib/server/cart/cart-read';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { json, route } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = route(async () =>
  json<CartProductsResponse>(await readCart(await getDb(), await readCartOwner()), {
    headers: { 'Cache-Control': PRIVATE_NO_STORE },
  }),
);
