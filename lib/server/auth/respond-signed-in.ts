import type { AuthResponse } from '@/lib/api/accounts';
import { PRIVATE_NO_STORE } from '@/lib/cache/policy';
import { json } from '@/lib/server/http/respond';
import { setTokenCookie } from './cookie';
import type { IssuedToken } from './sessions';

/** The reply of registration, login and password reset: the session cookie and `{success, error}`. */
export async function signedIn(issued: IssuedToken) {
  await setTokenCookie(issued.token, issued.expiresAt);
  return json<AuthResponse>({ success: true, error: null }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
}
