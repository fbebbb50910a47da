import { registrationRequest } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { registerUser } from '@/lib/server/accounts/register';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { endpoint } from '@/lib/server/http/endpoint';
import { readGuestId } from '@/lib/server/identity/guest';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = endpoint({ rateLimit: LIMITS.registration, body: registrationRequest }, async ({ body: input }) => {
  await enforceRateLimit(LIMITS.registrationEmail, input.email);
  return signedIn(await registerUser(await getDb(), input, await readGuestId()));
});
