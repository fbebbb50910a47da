import { loginRequest } from '@/lib/api/accounts-schemas';
import { getDb } from '@/lib/db/client';
import { loginUser } from '@/lib/server/accounts/login';
import { loginKey } from '@/lib/server/accounts/users';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { readJson } from '@/lib/server/http/parse';
import { route } from '@/lib/server/http/respond';
import { readGuestId } from '@/lib/server/identity/guest';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';

export const POST = route(async (request) => {
  assertSameOrigin(request);
  await enforceRateLimit(LIMITS.login, clientAddress(request));
  const input = await readJson(request, loginRequest);
  await enforceRateLimit(LIMITS.loginAccount, loginKey(input.login));
  return signedIn(await loginUser(await getDb(), input, await readGuestId()));
});
