import type { CartProductsResponse } from '@/lib/api/cart';
import { getDb } from '@/lib/db/client';
import { readCart } from '@/lib/server/cart/cart-read';
import { readCartOwner } from '@/lib/server/cart/cart-owner';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

export const GET = endpoint({ cache: 'personal' }, async () =>
  json<CartProductsResponse>(await readCart(await getDb(), await readCartOwner())),
);
