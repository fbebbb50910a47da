// At login or registration the guest's cart moves into the account (docs/PRODUCT.md#guests).
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { cartItems, carts } from '@/lib/db/schema';

/**
 * Moves the guest's lines into the user's cart: quantities of a product in both add up, clamped to the stock.
 * Lines of products that are out of stock or no longer sold (inactive) are dropped, not carried over.
 * The guest's promo code carries over when the user's cart has none. Call it inside the login transaction
 * or on its own; it is idempotent (the guest's cart is empty afterwards).
 */
export async function mergeGuestCart(db: DbOrTx, guestId: string, userId: number): Promise<void> {
  const from = `g:${guestId}`;
  const to = `u:${userId}`;
  await db.execute(sql`
    insert into cart_items (owner_key, product_id, num)
    select ${to}, g.product_id, greatest(1, least(g.num, p.stock))
    from cart_items g join products p on p.id = g.product_id
    where g.owner_key = ${from} and p.is_active and p.stock > 0
    on conflict (owner_key, product_id) do update
      set num = greatest(1, least(cart_items.num + excluded.num,
                  (select stock from products where id = excluded.product_id))),
          updated_at = now()`);
  await db.delete(cartItems).where(eq(cartItems.ownerKey, from));

  const [guestCart] = await db.select({ code: carts.promoCode }).from(carts).where(eq(carts.ownerKey, from));
  if (guestCart?.code) {
    await db.insert(carts).values({ ownerKey: to, promoCode: guestCart.code }).onConflictDoNothing();
    await db
      .update(carts)
      .set({ promoCode: guestCart.code, updatedAt: sql`now()` })
      .where(and(eq(carts.ownerKey, to), sql`${carts.promoCode} is null`));
  }
  await db.delete(carts).where(eq(carts.ownerKey, from));
}
