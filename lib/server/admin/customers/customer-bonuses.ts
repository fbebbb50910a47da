// A customer's bonus ledger in the back office, and the manual credit or debit (with the reason the customer sees),
// audited in the same transaction. A debit never takes more than the balance.
import { and, desc, eq } from 'drizzle-orm';
import type { BonusAdjustRequest } from '@/lib/api/bonuses';
import type { Db } from '@/lib/db/client';
import { bonusEntries, orders, users } from '@/lib/db/schema';
import { bonusNow } from '@/lib/server/bonuses/clock';
import {
  balanceOf,
  credit,
  debit,
  entryReason,
  lockCustomer,
  openCredits,
  pendingOf,
  recordExpiry,
} from '@/lib/server/bonuses/ledger';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

export type CustomerLedger = {
  balance: number;
  pending: number;
  entries: {
    id: number;
    points: number;
    reason: string;
    at: string;
    available_at: string;
    order_number: string | null;
  }[];
};

const LIMIT = 300;

const STAFF_ACCOUNT_NO_POINTS = 'Это учётная запись сотрудника: баллы начисляются только покупателям';

export async function customerLedger(db: Db, customerId: number): Promise<CustomerLedger> {
  return db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound('Покупатель не найден');
    const now = bonusNow();
    await recordExpiry(tx, customerId, now);
    const credits = await openCredits(tx, customerId);
    const rows = await tx
      .select({ entry: bonusEntries, number: orders.number })
      .from(bonusEntries)
      .leftJoin(orders, eq(orders.id, bonusEntries.orderId))
      .where(and(eq(bonusEntries.customerId, customerId)))
      .orderBy(desc(bonusEntries.createdAt), desc(bonusEntries.id))
      .limit(LIMIT);
    return {
      balance: balanceOf(credits, now),
      pending: pendingOf(credits, now),
      entries: rows.map(({ entry, number }) => ({
        id: entry.id,
        points: entry.points,
        reason: entryReason(entry, number),
        at: entry.createdAt.toISOString(),
        available_at: entry.availableAt.toISOString(),
        order_number: number,
      })),
    };
  });
}

export async function adjustBonuses(
  db: Db,
  customerId: number,
  input: BonusAdjustRequest,
  actor: Actor,
): Promise<{ balance: number }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ role: users.role }).from(users).where(eq(users.id, customerId));
    if (!customer || !(await lockCustomer(tx, customerId))) throw notFound('Покупатель не найден');
    // Points are money (1 point = 1 ₽) and belong to shoppers: staff cannot grant them to a staff account.
    if (customer.role !== 'customer' && input.points > 0) {
      throw new HttpError(409, STAFF_ACCOUNT_NO_POINTS, { points: STAFF_ACCOUNT_NO_POINTS });
    }
    const now = bonusNow();
    await recordExpiry(tx, customerId, now);
    const before = balanceOf(await openCredits(tx, customerId), now);
    const common = { customerId, note: input.reason, staffId: actor.id };
    if (input.points > 0) {
      await credit(tx, { ...common, kind: 'manual_credit', points: input.points, availableAt: now });
    } else if (!(await debit(tx, { ...common, kind: 'manual_debit', points: -input.points }, now))) {
      throw new HttpError(409, `Нельзя списать больше, чем на счёте: доступно ${before}`, {
        points: `доступно ${before}`,
      });
    }
    const balance = before + input.points;
    await recordAudit(tx, actor, {
      action: 'customer.bonus',
      entity: 'customer',
      entityId: customerId,
      before: { balance: before },
      after: { balance, points: input.points, reason: input.reason },
    });
    return { balance };
  });
}
