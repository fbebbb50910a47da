import { loginRequest } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { loginUser } from '@/lib/server/accounts/login';
import { loginKey } from '@/lib/server/accounts/users';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { endpoint } from '@/lib/server/http/endpoint';
import { readGuestId } from '@/lib/server/identity/guest';
import { enforceRateLimit, LIMITS, refundRateLimit } from '@/lib/server/rate-limit';

export const POST = endpoint({ rateLimit: LIMITS.login, body: loginRequest }, async ({ body: input }) => {
  // Per login only failures count: the attempt is counted up front and refunded when the password was right.
  const key = loginKey(input.login);
  await enforceRateLimit(LIMITS.loginAccount, key);
  const issued = await loginUser(await getDb(), input, await readGuestId());
  await refundRateLimit(LIMITS.loginAccount, key).catch((error) => console.error('[rate-limit] refund failed', error));
  return signedIn(issued);
});
