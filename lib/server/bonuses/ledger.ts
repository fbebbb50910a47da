// The bonus ledger (docs/adr/0058-bonus-ledger.md). Entries are only inserted. A credit's points are consumed by debits
// through allocations, oldest expiry first (FIFO); what is left of a credit is its points less its allocations.
// The balance at a moment is the sum of what is left of the credits available then and not yet expired, so it is
// the same whether or not an expiry has been written down yet: writing it (an `expire` entry dated the expiry) only
// puts it into the history. Every debit runs with the customer's row locked (lockCustomer), so two debits of one
// customer never see the same points, and none takes more than the balance.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/lib/db/client';
import { bonusAllocations, bonusEntries, orders, users, type BonusKind } from '@/lib/db/schema';
import { bonusRules } from '@/lib/config/bonus-rules';
import { addMonths, bonusNow, DAY_MS } from './clock';

export type Credit = { id: number; points: number; left: number; availableAt: Date; expiresAt: Date };

/** Serialises the bonus changes of one customer until the transaction ends; false when there is no such user. */
export async function lockCustomer(tx: Tx, customerId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('no key update');
  return row !== undefined;
}

/** Every credit of the customer with something left of it, oldest expiry first. */
export async function openCredits(db: DbOrTx, customerId: number): Promise<Credit[]> {
  const rows = await db
    .select({
      id: bonusEntries.id,
      points: bonusEntries.points,
      left: sql<number>`${bonusEntries.points} - coalesce((select sum(a.points) from ${bonusAllocations} a where a.credit_id = ${bonusEntries.id}), 0)`.mapWith(
        Number,
      ),
      availableAt: bonusEntries.availableAt,
      expiresAt: bonusEntries.expiresAt,
    })
    .from(bonusEntries)
    .where(and(eq(bonusEntries.customerId, customerId), sql`${bonusEntries.points} > 0`))
    .orderBy(asc(bonusEntries.expiresAt), asc(bonusEntries.id));
  return rows.filter((r) => r.left > 0).map((r) => ({ ...r, expiresAt: r.expiresAt! }));
}

const usable = (c: Credit, now: Date) => c.availableAt <= now && c.expiresAt > now;

/**
 * How much of `owed` can be taken back now without the balance going below zero
 * (docs/adr/0059-points-on-cancel-and-return.md): what is left of the `own` credits (those the points were given as,
 * usable yet or not) plus the other usable points. The rest is forgiven.
 */
export function takeable(credits: readonly Credit[], own: readonly number[], owed: number, now: Date): number {
  const mine = credits.filter((c) => own.includes(c.id) && c.expiresAt > now);
  const others = credits.filter((c) => !own.includes(c.id));
  return Math.max(0, Math.min(owed, mine.reduce((sum, c) => sum + c.left, 0) + balanceOf(others, now)));
}

/** Points that may be spent at `now`. */
export const balanceOf = (credits: readonly Credit[], now: Date) =>
  credits.filter((c) => usable(c, now)).reduce((sum, c) => sum + c.left, 0);

/** Points credited but not available yet (purchase points within the return window). */
export const pendingOf = (credits: readonly Credit[], now: Date) =>
  credits.filter((c) => c.availableAt > now).reduce((sum, c) => sum + c.left, 0);

type NewCredit = {
  customerId: number;
  kind: Extract<BonusKind, 'purchase' | 'review' | 'birthday' | 'manual_credit' | 'spend_return' | 'purchase_restore'>;
  points: number;
  availableAt: Date;
  expiresAt?: Date;
  orderId?: number | null;
  reviewId?: number | null;
  refundId?: number | null;
  year?: number | null;
  sourceId?: number | null;
  note?: string | null;
  staffId?: number | null;
};

/**
 * Writes a credit; it expires `expiryMonths` after it becomes available unless told otherwise. Null when a unique
 * rule says it exists already (a birthday, an order's purchase points are credited once; a review's chain and a
 * refund's settlement take each step once): a second writer, even one racing the first, writes nothing.
 */
export async function credit(tx: Tx, entry: NewCredit): Promise<number | null> {
  const [row] = await tx
    .insert(bonusEntries)
    .values({
      ...entry,
      expiresAt: entry.expiresAt ?? addMonths(entry.availableAt, bonusRules.expiryMonths),
      createdAt: bonusNow(),
    })
    .onConflictDoNothing()
    .returning({ id: bonusEntries.id });
  return row?.id ?? null;
}

type NewDebit = {
  customerId: number;
  kind: Extract<BonusKind, 'spend' | 'purchase_reversal' | 'review_reversal' | 'return_reversal' | 'manual_debit'>;
  points: number;
  orderId?: number | null;
  reviewId?: number | null;
  refundId?: number | null;
  sourceId?: number | null;
  note?: string | null;
  staffId?: number | null;
  /** Consume these credits first, usable yet or not (a reversal takes back the very points it is about). */
  firstFrom?: readonly number[];
};

/**
 * Takes `points` from the usable credits, oldest expiry first, with the customer locked by the caller. Never more
 * than the balance: returns false (and writes nothing) when the balance is short. A debit a unique rule says was
 * made already (an order's spending, a step of a review's chain or of a refund's settlement) is not made again:
 * true, nothing written.
 */
export async function debit(tx: Tx, entry: NewDebit, now = bonusNow()): Promise<boolean> {
  if (entry.points <= 0) return true;
  const credits = await openCredits(tx, entry.customerId);
  const own = entry.firstFrom ?? [];
  const first = credits.filter((c) => own.includes(c.id) && c.expiresAt > now);
  const order = [...first, ...credits.filter((c) => usable(c, now) && !first.includes(c))];
  if (order.reduce((sum, c) => sum + c.left, 0) < entry.points) return false;
  const { firstFrom: _, points, ...rest } = entry;
  void _;
  const [row] = await tx
    .insert(bonusEntries)
    .values({ ...rest, points: -points, availableAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: bonusEntries.id });
  if (!row) return true;
  let need = points;
  for (const c of order) {
    if (need === 0) break;
    const take = Math.min(need, c.left);
    await tx.insert(bonusAllocations).values({ debitId: row.id, creditId: c.id, points: take });
    need -= take;
  }
  return true;
}

/** Writes down the expiry of credits whose date has passed with points left (history only: see the top). */
export async function recordExpiry(tx: Tx, customerId: number, now = bonusNow()): Promise<void> {
  for (const c of await openCredits(tx, customerId)) {
    if (c.expiresAt > now) continue;
    const [row] = await tx
      .insert(bonusEntries)
      .values({
        customerId,
        kind: 'expire',
        points: -c.left,
        availableAt: c.expiresAt,
        sourceId: c.id,
        createdAt: c.expiresAt,
      })
      .returning({ id: bonusEntries.id });
    await tx.insert(bonusAllocations).values({ debitId: row.id, creditId: c.id, points: c.left });
  }
}

export type BonusSummary = {
  balance: number;
  pending: number;
  expiring: { points: number; at: string }[];
  history: { points: number; reason: string; at: string; order_number?: string }[];
};

const HISTORY_LIMIT = 200;

/** The customer's points now: the balance, what waits, what expires soon (by date), the history (newest first). */
export async function bonusSummary(tx: Tx, customerId: number): Promise<BonusSummary> {
  const now = bonusNow();
  await recordExpiry(tx, customerId, now);
  const credits = await openCredits(tx, customerId);
  const soon = now.getTime() + bonusRules.expiringSoonDays * DAY_MS;
  const expiring = new Map<string, number>();
  for (const c of credits) {
    if (!usable(c, now) || c.expiresAt.getTime() > soon) continue;
    const at = c.expiresAt.toISOString();
    expiring.set(at, (expiring.get(at) ?? 0) + c.left);
  }
  const rows = await tx
    .select({ entry: bonusEntries, number: orders.number })
    .from(bonusEntries)
    .leftJoin(orders, eq(orders.id, bonusEntries.orderId))
    .where(and(eq(bonusEntries.customerId, customerId), lte(bonusEntries.createdAt, now)))
    .orderBy(desc(bonusEntries.createdAt), desc(bonusEntries.id))
    .limit(HISTORY_LIMIT);
  return {
    balance: balanceOf(credits, now),
    pending: pendingOf(credits, now),
    expiring: [...expiring].map(([at, points]) => ({ points, at })),
    history: rows.map(({ entry, number }) => ({
      points: entry.points,
      reason: entryReason(entry, number),
      at: entry.createdAt.toISOString(),
      ...(number ? { order_number: number } : {}),
    })),
  };
}

type EntryRow = typeof bonusEntries.$inferSelect;

/** Why an entry was made, as the customer reads it. */
export function entryReason(entry: Pick<EntryRow, 'kind' | 'points' | 'note' | 'availableAt'>, order: string | null) {
  const of = order ? ` ${order}` : '';
  switch (entry.kind) {
    case 'purchase':
      return `За покупку, заказ${of}`;
    case 'review':
      return entry.points >= bonusRules.reviewWithPhotoPoints ? 'За отзыв с фото' : 'За отзыв о товаре';
    case 'birthday':
      return 'Подарок ко дню рождения';
    case 'spend':
      return `Оплата заказа${of}`;
    case 'spend_return':
      return `Возврат баллов за заказ${of}`;
    case 'purchase_reversal':
      return `Списание баллов за возвращённый заказ${of}`;
    case 'purchase_restore':
      return `Возврат денег за заказ${of} не прошёл: баллы за покупку начислены снова`;
    case 'return_reversal':
      return `Возврат денег за заказ${of} не прошёл: возвращённые баллы списаны`;
    case 'review_reversal':
      return 'Отзыв снят с публикации: баллы за него списаны';
    case 'expire':
      return 'Баллы сгорели: закончился срок действия';
    case 'manual_credit':
      return `Начислено магазином: ${entry.note ?? ''}`.trim();
    case 'manual_debit':
      return `Списано магазином: ${entry.note ?? ''}`.trim();
  }
}
