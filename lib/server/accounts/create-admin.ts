import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users, type StaffRole } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { normalizeEmail } from './users';

/**
 * Makes a staff account from the command line (the first administrator cannot be made anywhere else). An
 * existing account with that email gets the role and the new password, is enabled again, and its sessions end.
 */
export async function createAdmin(
  db: Db,
  email: string,
  password: string,
  role: StaffRole = 'admin',
): Promise<'created' | 'promoted'> {
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normalized));
    if (existing) {
      await tx
        .update(users)
        .set({
          role,
          passwordHash,
          disabledAt: null,
          passwordChangedAt: sql`now()`,
          // The operator chose this password: not a temporary one.
          temporaryPasswordExpiresAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(tx, existing.id);
      return 'promoted';
    }
    await tx.insert(users).values({ email: normalized, passwordHash, role });
    return 'created';
  });
}
