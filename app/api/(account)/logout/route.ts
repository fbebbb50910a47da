import type { AuthResponse } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { authenticate } from '@/lib/server/auth/current-user';
import { clearTokenCookie } from '@/lib/server/auth/cookie';
import { revokeSession } from '@/lib/server/auth/sessions';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { rotateGuestId } from '@/lib/server/identity/guest';

/**
 * Revokes the session on the server (the token stops working everywhere), clears the cookie and gives the
 * browser a new guest id, so the next person at this browser is a stranger to the one who signed out.
 */
export const POST = endpoint({}, async () => {
  const { user } = await authenticate();
  if (user) await revokeSession(await getDb(), user.sessionId);
  await clearTokenCookie();
  await rotateGuestId();
  return json<AuthResponse>({ success: true, error: null });
});
