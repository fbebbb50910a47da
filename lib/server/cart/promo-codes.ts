// Promo codes of a cart: look up, apply (stored on the cart), remove; a use counted or given back.
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { carts, orders, promoCodes } from '@/lib/db/schema';
import { HttpError } from '@/lib/server/http/errors';
import type { PromoRule } from './pricing';
import { promoRefusal } from './pricing';

/** Codes are case-insensitive and stored upper-case. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase();

/**
 * The code's rule; its `usedCount` is the uses taken (orders paid, or placed to pay on receipt) plus those held by
 * online orders still awaiting payment, so a limit is judged against both. `lock` takes the code's row lock (the
 * checkout), which every order with the code passes through, so the held uses cannot change meanwhile.
 */
export async function findPromo(db: DbOrTx, code: string, lock = false): Promise<PromoRule | null> {
  const query = db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizePromoCode(code)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  if (row.usageLimit === null) return row;
  const [held] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.promoCode, row.code), eq(orders.status, 'awaiting_payment')));
  return { ...row, usedCount: row.usedCount + Number(held.n) };
}

/** One use of the code counted: its order was paid, or placed to pay on receipt. */
export async function countPromoUse(db: DbOrTx, code: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.code, code));
}

/** A counted use given back: its order was cancelled. */
export async function returnPromoUse(db: DbOrTx, code: string): Promise<void> {
  await db
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.code, code));
}

/** The code stored on the cart, or null. */
export async function cartPromoCode(db: DbOrTx, ownerKey: string): Promise<string | null> {
  const [row] = await db.select({ code: carts.promoCode }).from(carts).where(eq(carts.ownerKey, ownerKey));
  return row?.code ?? null;
}

export const promoError = (message: string, status = 400) => new HttpError(status, message, { promo_code: message });

/** Checks the code against the cart's goods sum and stores it on the cart; refusals are 4xx with errors.promo_code. */
export async function applyPromoCode(db: DbOrTx, ownerKey: string, code: string, goodsSum: number): Promise<void> {
  if (!normalizePromoCode(code)) throw promoError('Введите промокод');
  const promo = await findPromo(db, code);
  if (!promo) throw promoError('Такого промокода нет. Проверьте, правильно ли он введён', 404);
  const refusal = promoRefusal(promo, goodsSum);
  if (refusal) throw promoError(refusal, 409);
  await db
    .insert(carts)
    .values({ ownerKey, promoCode: promo.code })
    .onConflictDoUpdate({ target: carts.ownerKey, set: { promoCode: promo.code, updatedAt: sql`now()` } });
}

export async function removePromoCode(db: DbOrTx, ownerKey: string): Promise<void> {
  await db
    .update(carts)
    .set({ promoCode: null, updatedAt: sql`now()` })
    .where(eq(carts.ownerKey, ownerKey));
}
