// The cabinet's profile: personal data, the news flag (the mailing list's membership of the email) and password
// change.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PersonalData, UserPersonalUpdateRequest } from '@/lib/api/accounts';
import type { Db, DbOrTx } from '@/lib/db/client';
import { subscribers, users } from '@/lib/db/schema';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { signingKey } from '@/lib/server/auth/secret';
import { createSession, revokeUserSessions, type IssuedToken, type SessionUser } from '@/lib/server/auth/sessions';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { ACCOUNT_ERRORS } from './errors';
import { isUniqueViolation } from './unique-violation';

const personalColumns = {
  surname: users.surname,
  name: users.name,
  middle_name: users.middleName,
  phone: users.phone,
  email: users.email,
  city: users.city,
  address: users.address,
  postcode: users.postcode,
  // The subscribers list is the one truth (DECISIONS #12): a footer subscription of the same email shows here.
  // Spelled out in SQL because in a one-table select Drizzle writes columns unqualified, which would compare the
  // subscriber's email with itself.
  news: sql<boolean>`exists (select 1 from ${subscribers} s where s.email = ${users}.email)`.mapWith(Boolean),
};

export async function readPersonal(db: DbOrTx, userId: number): Promise<PersonalData> {
  const [row] = await db.select(personalColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Пользователь не найден');
  return row;
}

const emailInUse = () => new HttpError(409, ACCOUNT_ERRORS.emailInUse, { email: ACCOUNT_ERRORS.emailInUse });

export type PersonalUpdateResult = { user: PersonalData; token: IssuedToken | null };

/**
 * Saves the given fields. A new password needs the current one; it signs the account out everywhere and
 * issues a new token for the session that changed it.
 */
export async function updatePersonal(
  db: Db,
  me: SessionUser,
  input: UserPersonalUpdateRequest,
): Promise<PersonalUpdateResult> {
  const { old_password, new_password, middle_name, news, ...rest } = input;
  let passwordHash: string | null = null;
  if (new_password) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    if (!row || !(await verifyPassword(row.hash, old_password ?? ''))) {
      throw badRequest(ACCOUNT_ERRORS.wrongOldPassword, { old_password: ACCOUNT_ERRORS.wrongOldPassword });
    }
    passwordHash = await hashPassword(new_password);
    await signingKey();
  }
  if (rest.email !== undefined) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, rest.email), ne(users.id, me.id)));
    if (other) throw emailInUse();
  }

  return db
    .transaction(async (tx) => {
      const before = await readPersonal(tx, me.id);
      const changes = {
        ...rest,
        ...(middle_name !== undefined ? { middleName: middle_name } : {}),
        ...(passwordHash ? { passwordHash, passwordChangedAt: sql`now()` } : {}),
      };
      // The unique index still guards a race between the check above and this update (caught below).
      await tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, me.id));
      const email = rest.email ?? before.email;
      await syncMailingList(tx, before, email, news);
      const user = await readPersonal(tx, me.id);
      let token: IssuedToken | null = null;
      if (passwordHash) {
        await revokeUserSessions(tx, me.id);
        token = await createSession(tx, me.id);
      }
      return { user, token };
    })
    .catch((error: unknown) => {
      // Two accounts moving to one email at once: the loser gets the pre-check's answer, not a 500.
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    });
}

/**
 * The news flag is the membership of the account's email in the subscribers list: news=false removes it (even
 * when the profile never said yes, e.g. a footer subscription), news=true adds it, and a new email takes the
 * subscription along.
 */
async function syncMailingList(
  tx: DbOrTx,
  before: PersonalData,
  email: string,
  news: boolean | undefined,
): Promise<void> {
  const moved = email !== before.email;
  const remove = [...(moved && before.news ? [before.email] : []), ...(news === false ? [email] : [])];
  if (remove.length > 0) await tx.delete(subscribers).where(inArray(subscribers.email, remove));
  if (news ?? before.news) await tx.insert(subscribers).values({ email }).onConflictDoNothing();
}
