// Who is calling: the token from `Authorization: Bearer` or the `token` cookie, checked down to its session row.
import { cookies, headers } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { HttpError } from '@/lib/server/http/errors';
import { TOKEN_COOKIE } from '@/lib/config/cookies';
import { clearTokenCookie } from './cookie';
import { verifySessionToken } from './jwt';
import { findSessionUser, type SessionUser } from './sessions';
import { TOKEN_FAULT } from './token-format';

export type Authentication = { user: SessionUser | null; fault: string | null };

export const SIGN_IN_REQUIRED = 'Войдите в личный кабинет';

async function presentedToken(): Promise<string | null> {
  const authorization = (await headers()).get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (bearer) return bearer;
  return (await cookies()).get(TOKEN_COOKIE)?.value || null;
}

/** Never throws for a bad token: reports it as `fault` (its 401 message, docs/PRODUCT.md#token-faults). */
export async function authenticate(): Promise<Authentication> {
  const token = await presentedToken();
  if (!token) return { user: null, fault: null };
  const claims = await verifySessionToken(token);
  if ('fault' in claims) return { user: null, fault: claims.fault };
  const user = await findSessionUser(await getDb(), claims);
  return user ? { user, fault: null } : { user: null, fault: TOKEN_FAULT.notFound };
}

/** For route handlers: a faulty token answers 401 with its message and the cookie is cleared. */
export async function currentUser(): Promise<SessionUser | null> {
  const { user, fault } = await authenticate();
  if (fault) {
    await clearTokenCookie();
    throw new HttpError(401, fault);
  }
  return user;
}

/** For personal endpoints: the signed-in user, or 401. */
export async function requireUser(): Promise<SessionUser> {
  const user = await currentUser();
  if (!user) throw new HttpError(401, SIGN_IN_REQUIRED);
  return user;
}

/** For server-rendered personal pages: the user or null; a faulty token reads as signed out. */
export async function pageUser(): Promise<SessionUser | null> {
  return (await authenticate()).user;
}
