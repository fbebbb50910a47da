// The cabinet's profile: personal data, the news flag (the mailing list's membership of the email), and the
// changes that need the current password: the password itself, the email and the phone.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PersonalData, UserPersonalUpdateRequest } from '@/lib/api/accounts';
import type { Db, DbOrTx } from '@/lib/db/client';
import { customerBirthdays, subscribers, users } from '@/lib/db/schema';
import { saveBirthDate } from '@/lib/server/bonuses/birthday';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { assertPasswordNotCommon } from '@/lib/server/auth/password-policy';
import { signingKey } from '@/lib/server/auth/secret';
import { createSession, revokeUserSessions, type IssuedToken, type SessionUser } from '@/lib/server/auth/sessions';
import { badRequest, HttpError, notFound } from '@/lib/server/http/errors';
import { enqueueMail, wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { signInDetailsChangedMail, type SignInDetailsChange } from '@/lib/server/mail/sign-in-details-changed-mail';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';
import { ACCOUNT_ERRORS } from './errors';
import { revokeResetLinks } from './password-reset';
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
  // The subscribers list is the one truth (docs/adr/0012-accounts.md): a footer subscription of the same email shows
  // here. Spelled out in SQL because in a one-table select Drizzle writes columns unqualified, which would compare the
  // subscriber's email with itself.
  news: sql<boolean>`exists (select 1 from ${subscribers} s where s.email = ${users}.email)`.mapWith(Boolean),
  birth_date: sql<string>`coalesce((select to_char(b.birth_date, 'YYYY-MM-DD') from ${customerBirthdays} b where b.user_id = ${users}.id), '')`,
};

export async function readPersonal(db: DbOrTx, userId: number): Promise<PersonalData> {
  const [row] = await db.select(personalColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('Пользователь не найден');
  return row;
}

const emailInUse = () => new HttpError(409, ACCOUNT_ERRORS.emailInUse, { email: ACCOUNT_ERRORS.emailInUse });

export type PersonalUpdateResult = { user: PersonalData; token: IssuedToken | null };

/**
 * Saves the given fields. A new password, email or phone needs the current password (a session left open on
 * someone else's computer must not be enough to take the account). Each of them spends the account's reset links;
 * a new password signs the account out everywhere and issues a new token for the session that changed it; a new
 * email or phone signs out every other session and is told to the address the account had before.
 */
export async function updatePersonal(
  db: Db,
  me: SessionUser,
  input: UserPersonalUpdateRequest,
): Promise<PersonalUpdateResult> {
  const { old_password, new_password, middle_name, news, birth_date, ...rest } = input;
  const current = await readPersonal(db, me.id);
  const change = signInDetailsChange(current, rest);
  const identifiersChange = Boolean(change.email || change.phone);
  if (new_password || identifiersChange) await confirmCurrentPassword(db, me.id, old_password, identifiersChange);
  let passwordHash: string | null = null;
  if (new_password) {
    await assertPasswordNotCommon(new_password, 'new_password');
    passwordHash = await hashPassword(new_password);
    await signingKey();
  }
  if (change.email) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, change.email.to), ne(users.id, me.id)));
    if (other) throw emailInUse();
  }

  const result = await db
    .transaction(async (tx) => {
      const before = await readPersonal(tx, me.id);
      const changes = {
        ...rest,
        ...(middle_name !== undefined ? { middleName: middle_name } : {}),
        ...(passwordHash ? { passwordHash, passwordChangedAt: sql`now()`, temporaryPasswordExpiresAt: null } : {}),
      };
      // The unique index still guards a race between the check above and this update (caught below).
      await tx
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, me.id));
      // The birth date (for the birthday gift): a change restarts the wait before a gift (lib/server/bonuses).
      if (birth_date !== undefined) await saveBirthDate(tx, me.id, birth_date || null);
      const email = rest.email ?? before.email;
      await syncMailingList(tx, before, email, news);
      const user = await readPersonal(tx, me.id);
      if (passwordHash || identifiersChange) await revokeResetLinks(tx, me.id);
      let token: IssuedToken | null = null;
      if (passwordHash) {
        await revokeUserSessions(tx, me.id);
        token = await createSession(tx, me.id);
      } else if (identifiersChange) {
        await revokeUserSessions(tx, me.id, me.sessionId);
      }
      // Written with the change, to the address as it was: the letter exists exactly when the change does.
      if (identifiersChange) await enqueueMail(tx, signInDetailsChangedMail(before.email, change));
      return { user, token };
    })
    .catch((error: unknown) => {
      // Two accounts moving to one email at once: the loser gets the pre-check's answer, not a 500.
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    });
  if (identifiersChange) wakeOutboxSender();
  return result;
}

/** What the request changes of the email and phone, the identifiers one signs in with (the same value is no change). */
function signInDetailsChange(current: PersonalData, wanted: { email?: string; phone?: string }): SignInDetailsChange {
  return {
    ...(wanted.email !== undefined && wanted.email !== current.email
      ? { email: { from: current.email, to: wanted.email } }
      : {}),
    ...(wanted.phone !== undefined && wanted.phone !== current.phone
      ? { phone: { from: current.phone, to: wanted.phone } }
      : {}),
  };
}

/** The current password, checked (and the checks limited per account) before a sensitive change. */
async function confirmCurrentPassword(
  db: Db,
  userId: number,
  password: string | undefined,
  forIdentifiers: boolean,
): Promise<void> {
  if (!password) {
    const message = forIdentifiers ? ACCOUNT_ERRORS.passwordForIdentifiers : ACCOUNT_ERRORS.wrongOldPassword;
    throw badRequest(message, { old_password: message });
  }
  await enforceRateLimit(LIMITS.passwordChange, `u:${userId}`);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.hash, password))) {
    throw badRequest(ACCOUNT_ERRORS.wrongOldPassword, { old_password: ACCOUNT_ERRORS.wrongOldPassword });
  }
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
