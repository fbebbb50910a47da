// The current password asked again before a member of staff changes what guards their account (their password,
// the second factor): a session left open is not enough. Tries are limited per account; a wrong one is audited.
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/server/auth/password';
import { badRequest } from '@/lib/server/http/errors';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';
import { recordAudit, type Actor } from './audit';

const WRONG_CURRENT_PASSWORD = 'Неверный текущий пароль';

/** Refuses with a 400 naming `field` unless `password` is the account's password; `purpose` goes into the audit. */
export async function confirmStaffPassword(
  db: Db,
  actor: Actor & { id: number },
  password: string,
  field: string,
  purpose: string,
): Promise<void> {
  await enforceRateLimit(LIMITS.passwordChange, `u:${actor.id}`);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, actor.id));
  if (row && (await verifyPassword(row.hash, password))) return;
  await recordAudit(db, actor, {
    action: 'staff.password_wrong',
    entity: 'user',
    entityId: actor.id,
    after: { purpose },
  });
  throw badRequest(WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
}
