import type { UserPersonalResponse } from '@/lib/api/accounts';
import { getDb } from '@/lib/db/client';
import { readPersonal } from '@/lib/server/accounts/personal';
import { requireUser } from '@/lib/server/auth/current-user';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

/** Only the caller's own data: the user id comes from the session, never from the request. */
export const GET = endpoint({ cache: 'personal' }, async () => {
  const me = await requireUser();
  return json<UserPersonalResponse>({ success: true, user: await readPersonal(await getDb(), me.id) });
});
