import { changePassRequest } from '@/lib/api/accounts';
import type { AuthResponse } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { requestPasswordReset } from '@/lib/server/accounts/password-reset';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** Sends a one-time link to /reset-password/{token}, valid 1 hour. */
export const POST = endpoint({ rateLimit: LIMITS.changePass, body: changePassRequest }, async ({ body: { email } }) => {
  await enforceRateLimit(LIMITS.changePassEmail, email);
  await requestPasswordReset(await getDb(), email);
  return json<AuthResponse>({ success: true, error: null });
});
