// Promo codes in the back office: the list with uses so far, create, edit, switch off. Codes are never deleted:
// orders name them. Every change is audited in its own transaction.
import { asc, desc, eq } from 'drizzle-orm';
import type { AdminPromoCode, PromoCodeSettings, PromoCodeState } from '@/lib/api/admin/promo-codes';
import { promoCodeErrors } from '@/lib/api/admin/promo-codes';
import type { Db, DbOrTx } from '@/lib/db/client';
import { promoCodes } from '@/lib/db/schema';
import { normalizePromoCode } from '@/lib/server/cart/promo-codes';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { isUniqueViolation } from '@/lib/server/accounts/unique-violation';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

type Row = typeof promoCodes.$inferSelect;

function stateOf(r: Row, now = new Date()): PromoCodeState {
  if (!r.isActive) return 'off';
  if (r.usageLimit !== null && r.usedCount >= r.usageLimit) return 'exhausted';
  if (r.validTo && now > r.validTo) return 'expired';
  if (r.validFrom && now < r.validFrom) return 'scheduled';
  return 'active';
}

const toAdmin = (r: Row): AdminPromoCode => ({
  code: r.code,
  kind: r.kind,
  value: r.value,
  min_total: r.minOrder,
  starts_at: r.validFrom?.toISOString() ?? null,
  ends_at: r.validTo?.toISOString() ?? null,
  usage_limit: r.usageLimit,
  used: r.usedCount,
  active: r.isActive,
  state: stateOf(r),
  created_at: r.createdAt.toISOString(),
});

const toColumns = (p: PromoCodeSettings) => ({
  kind: p.kind,
  value: p.value,
  minOrder: p.min_total,
  validFrom: p.starts_at ? new Date(p.starts_at) : null,
  validTo: p.ends_at ? new Date(p.ends_at) : null,
  usageLimit: p.usage_limit,
  isActive: p.active,
});

/** The combined rules of a code as it would be: kind × value, dates in order, the limit not under the uses so far. */
function assertValid(p: PromoCodeSettings, used: number) {
  const errors = promoCodeErrors(p);
  if (p.usage_limit !== null && p.usage_limit < used) errors.usage_limit = `не меньше уже использованных (${used})`;
  const first = Object.entries(errors)[0];
  if (first) throw badRequest(`Неверное поле ${first[0]}: ${first[1]}`, errors);
}

export async function listPromoCodes(db: DbOrTx): Promise<AdminPromoCode[]> {
  const rows = await db.select().from(promoCodes).orderBy(desc(promoCodes.isActive), asc(promoCodes.code));
  return rows.map(toAdmin);
}

export async function createPromoCode(
  db: Db,
  actor: Actor,
  input: PromoCodeSettings & { code: string },
): Promise<AdminPromoCode> {
  assertValid(input, 0);
  const code = normalizePromoCode(input.code);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ code, ...toColumns(input) })
        .returning();
      const created = toAdmin(row);
      await recordAudit(tx, actor, { action: 'promo.create', entity: 'promo_code', entityId: code, after: created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, `Промокод ${code} уже есть`, { code: 'такой код уже есть' });
    throw error;
  }
}

export async function updatePromoCode(
  db: Db,
  actor: Actor,
  rawCode: string,
  change: Partial<PromoCodeSettings>,
): Promise<AdminPromoCode> {
  const code = normalizePromoCode(rawCode);
  return db.transaction(async (tx) => {
    // The row lock holds off an order counting a use while the limit is checked against the uses.
    const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
    if (!row) throw notFound('Промокод не найден');
    const before = toAdmin(row);
    const merged: PromoCodeSettings = {
      kind: change.kind ?? before.kind,
      value: change.value ?? before.value,
      min_total: change.min_total ?? before.min_total,
      starts_at: change.starts_at === undefined ? before.starts_at : change.starts_at,
      ends_at: change.ends_at === undefined ? before.ends_at : change.ends_at,
      usage_limit: change.usage_limit === undefined ? before.usage_limit : change.usage_limit,
      active: change.active ?? before.active,
    };
    assertValid(merged, row.usedCount);
    const [updated] = await tx.update(promoCodes).set(toColumns(merged)).where(eq(promoCodes.id, row.id)).returning();
    const after = toAdmin(updated);
    await recordAudit(tx, actor, {
      action: 'promo.update',
      entity: 'promo_code',
      entityId: code,
      before,
      after,
    });
    return after;
  });
}
