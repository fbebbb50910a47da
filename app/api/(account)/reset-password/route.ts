import { resetPasswordRequest } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { resetPassword } from '@/lib/server/accounts/password-reset';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { endpoint } from '@/lib/server/http/endpoint';
import { readGuestId } from '@/lib/server/identity/guest';
import { LIMITS } from '@/lib/server/rate-limit';

/** Sets the new password from the emailed link and signs the shopper in. */
export const POST = endpoint(
  { rateLimit: LIMITS.resetPassword, body: resetPasswordRequest },
  async ({ body: { token, password } }) =>
    signedIn(await resetPassword(await getDb(), token, password, await readGuestId())),
);
