import { personalUpdateRequest } from '@/lib/api/accounts';
import type { UserPersonalUpdateResponse } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { updatePersonal } from '@/lib/server/accounts/personal';
import { setTokenCookie } from '@/lib/server/auth/cookie';
import { requireUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';

// The session is checked before the body is read (a signed-out caller gets 401 whatever it sent).
export const PUT = endpoint({}, async ({ request }) => {
  const me = await requireUser();
  const input = await readJson(request, personalUpdateRequest);
  const { user, token } = await updatePersonal(await getDb(), me, input);
  // A new password revoked every session, this one included: the browser gets a fresh token.
  if (token) await setTokenCookie(token.token, token.expiresAt);
  return json<UserPersonalUpdateResponse>({ success: true, user, password_changed: token !== null });
});
