import { changePassRequest } from '@/lib/api/accounts';
import type { AuthResponse } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { requestPasswordReset } from '@/lib/server/accounts/password-reset';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { json, route } from '@/lib/server/http/respond';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** Sends a one-time link to /reset-password/{token}, valid 1 hour. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.changePass, clientAddress(request));
  const { email } = await readJson(request, changePassRequest);
  await enforceRateLimit(LIMITS.changePassEmail, email);
  await requestPasswordReset(await getDb(), email);
  return json<AuthResponse>({ success: true, error: null });
});
