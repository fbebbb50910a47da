// Making and leaving alerts: «Сообщить о поступлении» (any email), the wishlist's price-drop switch (accounts
// only: the letter needs an address the shop knows is the shopper's), and the «Отписаться» link of a letter.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { favorites, priceWatchers, productAlerts, products, users } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { emailOfUnsubscribeToken } from './unsubscribe-token';

/** Waits for the product to be back in stock; a repeat for the same product and email changes nothing. */
export async function subscribeToStock(db: DbOrTx, productId: number, email: string): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  await db.insert(productAlerts).values({ kind: 'stock', productId, email }).onConflictDoNothing();
}

export async function priceWatchOn(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select().from(priceWatchers).where(eq(priceWatchers.userId, userId));
  return row !== undefined;
}

/**
 * The wishlist's switch. On: each wishlist product gets an alert at its current price now (the background job
 * adds those put in the wishlist later). Off: the waiting alerts go too.
 */
export async function setPriceWatch(db: Db, userId: number, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (!on) {
      await tx.delete(priceWatchers).where(eq(priceWatchers.userId, userId));
      await tx.delete(productAlerts).where(and(eq(productAlerts.kind, 'price'), eq(productAlerts.userId, userId)));
      return;
    }
    await tx.insert(priceWatchers).values({ userId }).onConflictDoNothing();
    await addPriceAlerts(tx, userId);
  });
}

/**
 * An alert at the current price for each wishlist product of the account (of every account with the switch on,
 * without `userId`) that has none; a waiting alert keeps its price.
 */
export async function addPriceAlerts(db: DbOrTx, userId?: number): Promise<void> {
  await db.execute(sql`
    insert into ${productAlerts} (kind, product_id, email, user_id, price_at)
    select 'price', p.id, u.email, u.id, p.price
    from ${priceWatchers} w
    join ${users} u on u.id = w.user_id
    join ${favorites} f on f.shopper_key = 'u:' || w.user_id
    join ${products} p on p.id = f.product_id
    where p.is_active ${userId === undefined ? sql`` : sql`and w.user_id = ${userId}`}
    on conflict do nothing`);
}

/**
 * The «Отписаться» link: every waiting alert of the address goes, and the price-drop switch of the account with
 * that email is turned off. Idempotent: a second click finds nothing left and succeeds all the same.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  const email = await emailOfUnsubscribeToken(token);
  if (email === null) throw new HttpError(400, 'Ссылка для отписки повреждена. Скопируйте её из письма целиком.');
  await db.transaction(async (tx) => {
    const accounts = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const ids = accounts.map((a) => a.id);
    await tx.delete(productAlerts).where(eq(productAlerts.email, email));
    if (ids.length > 0) {
      await tx.delete(priceWatchers).where(inArray(priceWatchers.userId, ids));
      await tx.delete(productAlerts).where(inArray(productAlerts.userId, ids));
    }
  });
}
