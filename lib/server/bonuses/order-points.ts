// Bonus points and orders: spending at checkout, the purchase credit on delivery, what comes back on a
// cancellation and on a return (docs/DECISIONS.md 58, 59). Each runs inside the transaction that changes the order,
// after the order row (and the customer) are locked, so it commits or rolls back with the order.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { bonusAllocations, bonusEntries, orders } from '@/lib/db/schema';
import { bonusRules, maxPointsFor } from '@/lib/config/bonus-rules';
import { countOf, POINTS } from '@/lib/format/plural';
import { bonusNow, DAY_MS } from './clock';
import { balanceOf, credit, debit, lockCustomer, openCredits, recordExpiry } from './ledger';

type OrderPoints = Pick<
  typeof orders.$inferSelect,
  'id' | 'userId' | 'productsCost' | 'discount' | 'bonusPoints' | 'refundedAmount'
>;

/** The goods paid with money: the purchase points are a share of this. */
const paidWithMoney = (o: OrderPoints) => o.productsCost - o.discount - o.bonusPoints * bonusRules.pointValueRub;

export type PointsCheck = { ok: true } | { ok: false; status: 400 | 409; message: string };

/**
 * Checks `points` for an order with this goods sum after the promo, with the customer locked until the commit;
 * writes nothing. Then `spendPoints` takes them once the order exists.
 */
export async function checkPointsToSpend(
  tx: Tx,
  customerId: number,
  points: number,
  goodsAfterPromo: number,
): Promise<PointsCheck> {
  const cap = maxPointsFor(goodsAfterPromo);
  if (points > cap) {
    const message = `Баллами можно оплатить до ${bonusRules.maxPayPercent}% товаров: не больше ${countOf(cap, POINTS)}`;
    return { ok: false, status: 400, message };
  }
  await lockCustomer(tx, customerId);
  const now = bonusNow();
  const balance = balanceOf(await openCredits(tx, customerId), now);
  if (points > balance) {
    return { ok: false, status: 409, message: `На бонусном счёте только ${countOf(balance, POINTS)}` };
  }
  return { ok: true };
}

/** Debits the order's points (checked by checkPointsToSpend in the same transaction); once per order. */
export async function spendPoints(tx: Tx, order: OrderPoints): Promise<void> {
  if (!order.userId || order.bonusPoints <= 0) return;
  const done = await debit(tx, {
    customerId: order.userId,
    kind: 'spend',
    points: order.bonusPoints,
    orderId: order.id,
  });
  if (!done) throw new Error('bonus points checked but not available');
}

/** Delivered: the purchase points, available after the return window; nothing for guests or a zero share. */
export async function creditPurchasePoints(tx: Tx, order: OrderPoints): Promise<void> {
  if (!order.userId) return;
  const points = Math.floor((Math.max(0, paidWithMoney(order)) * bonusRules.earnPercent) / 100);
  if (points <= 0) return;
  const now = bonusNow();
  await credit(tx, {
    customerId: order.userId,
    kind: 'purchase',
    points,
    availableAt: new Date(now.getTime() + bonusRules.creditAfterDays * DAY_MS),
    orderId: order.id,
  });
}

/** Cancelled: every point the order spent comes back. */
export async function returnPointsOfCancelled(tx: Tx, order: OrderPoints): Promise<void> {
  await settleOrderPoints(tx, order, 1);
}

/**
 * Money refunded after delivery (`refundedTotal`: all refunds of the order so far, this one included). The same
 * share of the goods paid with money decides both: that share of the spent points comes back, that share of the
 * purchase points is taken back.
 */
export async function settlePointsOfRefund(tx: Tx, order: OrderPoints, refundedTotal: number): Promise<void> {
  const money = paidWithMoney(order);
  await settleOrderPoints(tx, order, money > 0 ? Math.min(refundedTotal, money) / money : 1);
}

async function settleOrderPoints(tx: Tx, order: OrderPoints, share: number) {
  if (!order.userId) return;
  const customerId = order.userId;
  const entries = await tx.select().from(bonusEntries).where(eq(bonusEntries.orderId, order.id));
  const spend = entries.find((e) => e.kind === 'spend');
  const purchase = entries.find((e) => e.kind === 'purchase');
  if (!spend && !purchase) return;
  await lockCustomer(tx, customerId);
  const now = bonusNow();
  await recordExpiry(tx, customerId, now);

  if (spend) {
    const owed = Math.floor(-spend.points * share) - sumOf(entries, 'spend_return');
    if (owed > 0) await giveBackSpent(tx, customerId, order.id, spend.id, owed, entries, now);
  }
  if (purchase) {
    const owed = Math.round(purchase.points * share) - -sumOf(entries, 'purchase_reversal');
    // Never below zero (DECISIONS 59): what cannot be taken (the points were spent already) is forgiven.
    if (owed > 0) {
      const credits = await openCredits(tx, customerId);
      const own = credits.find((c) => c.id === purchase.id && c.expiresAt > now)?.left ?? 0;
      const take = Math.min(
        owed,
        own +
          balanceOf(
            credits.filter((c) => c.id !== purchase.id),
            now,
          ),
      );
      if (take > 0) {
        await debit(
          tx,
          {
            customerId,
            kind: 'purchase_reversal',
            points: take,
            orderId: order.id,
            sourceId: purchase.id,
            firstFrom: purchase.id,
          },
          now,
        );
      }
    }
  }
}

const sumOf = (entries: (typeof bonusEntries.$inferSelect)[], kind: string) =>
  entries.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.points, 0);

/**
 * Points spent on the order come back as credits, one per credit they were taken from, keeping its expiry date
 * (at least `returnedMinDays` from now); the latest-expiring first, so a partial return gives back the freshest.
 */
async function giveBackSpent(
  tx: Tx,
  customerId: number,
  orderId: number,
  spendId: number,
  owed: number,
  entries: (typeof bonusEntries.$inferSelect)[],
  now: Date,
) {
  const sources = await tx
    .select({ creditId: bonusAllocations.creditId, points: bonusAllocations.points, expiresAt: bonusEntries.expiresAt })
    .from(bonusAllocations)
    .innerJoin(bonusEntries, eq(bonusEntries.id, bonusAllocations.creditId))
    .where(eq(bonusAllocations.debitId, spendId))
    .orderBy(sql`${bonusEntries.expiresAt} desc`, sql`${bonusEntries.id} desc`);
  const floor = new Date(now.getTime() + bonusRules.returnedMinDays * DAY_MS);
  for (const source of sources) {
    if (owed === 0) break;
    const back = entries
      .filter((e) => e.kind === 'spend_return' && e.sourceId === source.creditId)
      .reduce((sum, e) => sum + e.points, 0);
    const give = Math.min(owed, source.points - back);
    if (give <= 0) continue;
    const expiresAt = source.expiresAt! > floor ? source.expiresAt! : floor;
    await credit(tx, {
      customerId,
      kind: 'spend_return',
      points: give,
      availableAt: now,
      expiresAt,
      orderId,
      sourceId: source.creditId,
    });
    owed -= give;
  }
}
