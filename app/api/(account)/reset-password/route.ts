import { resetPasswordRequest } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { resetPassword } from '@/lib/server/accounts/password-reset';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { route } from '@/lib/server/http/respond';
import { readGuestId } from '@/lib/server/identity/guest';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

/** Sets the new password from the emailed link and signs the shopper in. */
export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.resetPassword, clientAddress(request));
  const { token, password } = await readJson(request, resetPasswordRequest);
  return signedIn(await resetPassword(await getDb(), token, password, await readGuestId()));
});
