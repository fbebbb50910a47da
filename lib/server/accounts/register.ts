import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { assertPasswordNotCommon } from '@/lib/server/auth/password-policy';
import { signingKey } from '@/lib/server/auth/secret';
import { createSession, type IssuedToken } from '@/lib/server/auth/sessions';
import { HttpError } from '@/lib/server/http/errors';
import { mergeGuestIntoUser } from '@/lib/server/identity/merge-guest';
import { ACCOUNT_ERRORS } from './errors';
import { findUserByEmail } from './users';

/** Creates a customer, signs them in and moves the guest's wishlist (and cart) into the account. */
export async function registerUser(
  db: Db,
  input: { email: string; password: string },
  guestId: string | null,
): Promise<IssuedToken> {
  await assertPasswordNotCommon(input.password, 'password');
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, ACCOUNT_ERRORS.emailTaken);
  const passwordHash = await hashPassword(input.password);
  await signingKey(); // loaded outside the transaction (on PostgreSQL it may read the database)
  return db.transaction(async (tx) => {
    // Two registrations of one email at once: the unique index lets one through.
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw new HttpError(409, ACCOUNT_ERRORS.emailTaken);
    if (guestId) await mergeGuestIntoUser(tx, guestId, user.id);
    return createSession(tx, user.id);
  });
}
