import { registrationRequest } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { registerUser } from '@/lib/server/accounts/register';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { route } from '@/lib/server/http/respond';
import { readGuestId } from '@/lib/server/identity/guest';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.registration, clientAddress(request));
  const input = await readJson(request, registrationRequest);
  await enforceRateLimit(LIMITS.registrationEmail, input.email);
  return signedIn(await registerUser(await getDb(), input, await readGuestId()));
});
