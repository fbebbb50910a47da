// Bonus points and orders: spending at checkout, the purchase credit on delivery, what comes back on a
// cancellation and on a return, and what a return refused by the payment provider undoes (docs/adr/0058-bonus-ledger.md,
// docs/adr/0059-points-on-cancel-and-return.md, docs/adr/0080-review-and-refund-points.md). Each runs inside the
// transaction that changes the order (or records the refund's outcome), after the order row (and the customer) are
// locked, so it commits or rolls back with it.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { bonusAllocations, bonusEntries, orders, type BonusKind } from '@/lib/db/schema';
import { bonusRules, maxPointsFor } from '@/lib/config/bonus-rules';
import { countOf, POINTS } from '@/lib/format/plural';
import { bonusNow, DAY_MS } from './clock';
import { balanceOf, credit, debit, lockCustomer, openCredits, recordExpiry, takeable } from './ledger';

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
 * purchase points is taken back. The entries name the refund, so its refusal can undo them.
 */
export async function settlePointsOfRefund(
  tx: Tx,
  order: OrderPoints,
  refundedTotal: number,
  refundId: number,
): Promise<void> {
  const money = paidWithMoney(order);
  await settleOrderPoints(tx, order, money > 0 ? Math.min(refundedTotal, money) / money : 1, refundId);
}

/**
 * The provider refused a return's refund (no money went back): what its settlement did to the points is undone.
 * The points it gave back are taken again (from what is left of them first, then other points; what has been
 * spent is forgiven, docs/adr/0059-points-on-cancel-and-return.md), the purchase points it took are credited again with
 * their dates. Each entry is undone once (a unique index on the refund, the kind and the entry undone).
 */
export async function undoPointsOfRefund(tx: Tx, order: Pick<OrderPoints, 'id' | 'userId'>, refundId: number) {
  if (!order.userId) return;
  const customerId = order.userId;
  const done = await tx.select().from(bonusEntries).where(eq(bonusEntries.refundId, refundId));
  const given = done.filter((e) => e.kind === 'spend_return');
  const taken = done.filter((e) => e.kind === 'purchase_reversal');
  if (given.length === 0 && taken.length === 0) return;
  await lockCustomer(tx, customerId);
  const now = bonusNow();
  await recordExpiry(tx, customerId, now);
  for (const entry of given) {
    const take = takeable(await openCredits(tx, customerId), [entry.id], entry.points, now);
    if (take <= 0) continue;
    await debit(
      tx,
      {
        customerId,
        kind: 'return_reversal',
        points: take,
        orderId: order.id,
        refundId,
        sourceId: entry.id,
        firstFrom: [entry.id],
      },
      now,
    );
  }
  const floor = new Date(now.getTime() + bonusRules.returnedMinDays * DAY_MS);
  for (const entry of taken) {
    const [purchase] = await tx.select().from(bonusEntries).where(eq(bonusEntries.id, entry.sourceId!));
    await credit(tx, {
      customerId,
      kind: 'purchase_restore',
      points: -entry.points,
      availableAt: purchase.availableAt,
      expiresAt: purchase.expiresAt! > floor ? purchase.expiresAt! : floor,
      orderId: order.id,
      refundId,
      sourceId: entry.id,
    });
  }
}

async function settleOrderPoints(tx: Tx, order: OrderPoints, share: number, refundId: number | null = null) {
  if (!order.userId) return;
  const customerId = order.userId;
  const entries = await tx.select().from(bonusEntries).where(eq(bonusEntries.orderId, order.id));
  const spend = entries.find((e) => e.kind === 'spend');
  const purchase = entries.find((e) => e.kind === 'purchase');
  if (!spend && !purchase) return;
  await lockCustomer(tx, customerId);
  const now = bonusNow();
  await recordExpiry(tx, customerId, now);

  // What a refused refund undid counts too: the sums are what the customer holds now.
  if (spend) {
    const owed = Math.floor(-spend.points * share) - sumOf(entries, 'spend_return', 'return_reversal');
    if (owed > 0) await giveBackSpent(tx, customerId, order.id, spend.id, owed, entries, now, refundId);
  }
  if (purchase) {
    const owed = Math.round(purchase.points * share) + sumOf(entries, 'purchase_reversal', 'purchase_restore');
    // Never below zero (docs/adr/0059-points-on-cancel-and-return.md): what cannot be taken (the points were spent
    // already) is forgiven. The purchase credit and what refused refunds credited again of it are the order's own
    // points.
    const own = [purchase.id, ...entries.filter((e) => e.kind === 'purchase_restore').map((e) => e.id)];
    const take = owed > 0 ? takeable(await openCredits(tx, customerId), own, owed, now) : 0;
    if (take > 0) {
      await debit(
        tx,
        {
          customerId,
          kind: 'purchase_reversal',
          points: take,
          orderId: order.id,
          refundId,
          sourceId: purchase.id,
          firstFrom: own,
        },
        now,
      );
    }
  }
}

type Entry = typeof bonusEntries.$inferSelect;

const sumOf = (entries: Entry[], ...kinds: BonusKind[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.points, 0);

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
  entries: Entry[],
  now: Date,
  refundId: number | null,
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
    // Given back from this credit so far: its returns less what refused refunds took of them.
    const returns = entries.filter((e) => e.kind === 'spend_return' && e.sourceId === source.creditId);
    const back = returns.reduce(
      (sum, r) =>
        sum +
        r.points +
        sumOf(
          entries.filter((e) => e.sourceId === r.id),
          'return_reversal',
        ),
      0,
    );
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
      refundId,
      sourceId: source.creditId,
    });
    owed -= give;
  }
}
