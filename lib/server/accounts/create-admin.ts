import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { revokeUserSessions } from '@/lib/server/auth/sessions';
import { normalizeEmail } from './users';

/**
 * Makes an administrator (the first one is made from the command line, docs/PRODUCT.md#roles). An existing account
 * with that email is promoted and gets the new password, and its sessions end.
 */
export async function createAdmin(db: Db, email: string, password: string): Promise<'created' | 'promoted'> {
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normalized));
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(tx, existing.id);
      return 'promoted';
    }
    await tx.insert(users).values({ email: normalized, passwordHash, role: 'admin' });
    return 'created';
  });
}
