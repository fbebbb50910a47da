// The audit log: every change staff make is recorded in the same transaction as the change itself, so a change
// without its record (or a record without its change) cannot exist.
import { desc } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { onPage } from '@/lib/db/paging';
import { auditActionLabel } from '@/lib/api/admin/audit';
import { auditLog } from '@/lib/db/schema';

/** Who acted: a staff member, or the shop itself (automatic jobs, payment notifications). */
export type Actor = { id: number | null; email: string; address?: string | null };

export const SHOP_ACTOR: Actor = { id: null, email: 'Магазин' };

export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientAddress: actor.address ?? null,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export async function listAudit(db: DbOrTx, page: number) {
  const [rows, total] = await Promise.all([
    onPage(db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic(), page, AUDIT_PAGE_SIZE),
    db.$count(auditLog),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorEmail,
      action: r.action,
      action_label: auditActionLabel(r.action),
      entity: r.entity,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      address: r.clientAddress,
    })),
    total,
    page,
    page_size: AUDIT_PAGE_SIZE,
  };
}
