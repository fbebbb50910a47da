import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { users, type UserRole } from '@/lib/db/schema';
import { isValidEmail } from '@/lib/format/email';
import { formatPhone } from '@/lib/format/phone';

export type LoginCandidate = {
  id: number;
  email: string;
  role: UserRole;
  passwordHash: string;
  disabledAt: Date | null;
  temporaryPasswordExpiresAt: Date | null;
};

const loginColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  disabledAt: users.disabledAt,
  temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
};

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** One account however its login is written (case, phone format): the key of the per-login rate limit. */
export const loginKey = (login: string) =>
  isValidEmail(login) ? normalizeEmail(login) : (formatPhone(login) ?? login.trim().toLowerCase());

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

/** The login is the email; a phone saved in the profile also works when exactly one account has it. */
export async function findUserForLogin(db: DbOrTx, login: string): Promise<LoginCandidate | null> {
  if (isValidEmail(login)) return findUserByEmail(db, login);
  const phone = formatPhone(login);
  if (!phone) return null;
  const rows = await db.select(loginColumns).from(users).where(eq(users.phone, phone)).limit(2);
  return rows.length === 1 ? rows[0] : null;
}
