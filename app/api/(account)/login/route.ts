import { loginRequest } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { loginUser } from '@/lib/server/accounts/login';
import { signedIn } from '@/lib/server/auth/respond-signed-in';
import { endpoint } from '@/lib/server/http/endpoint';
import { readGuestId } from '@/lib/server/identity/guest';
import { LIMITS } from '@/lib/server/rate-limit';

/** Per address by the policy; per (account, address) and the per-account slow-down in the service. */
export const POST = endpoint({ rateLimit: LIMITS.login, body: loginRequest }, async ({ body: input, address }) =>
  signedIn(await loginUser(await getDb(), input, await readGuestId(), address)),
);
