import { cookies } from 'next/headers';
import type { AuthResponse } from '@/lib/api/accounts';
import { PRIVATE_NO_STORE } from '@/lib/cache/policy';
import { CITY_COOKIE } from '@/lib/config/cookies';
import { getDb } from '@/lib/db/client';
import { adoptDeviceCity } from '@/lib/server/accounts/profile-city';
import { json } from '@/lib/server/http/respond';
import { setTokenCookie } from './cookie';
import type { IssuedToken } from './sessions';

/**
 * The reply of registration, login and password reset: the session cookie and `{success, error}`. The city chosen
 * on this device goes into a profile that has none (docs/adr/0076-profile-city.md), whichever way the shopper signed
 * in.
 */
export async function signedIn(issued: IssuedToken) {
  await adoptDeviceCity(await getDb(), issued.userId, (await cookies()).get(CITY_COOKIE)?.value);
  await setTokenCookie(issued.token, issued.expiresAt);
  return json<AuthResponse>({ success: true, error: null }, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
}
