import type { BonusesResponse } from '@/lib/api/bonuses';
import { getDb } from '@/lib/db/client';
import { requireUser } from '@/lib/server/auth/current-user';
import { customerBonuses } from '@/lib/server/bonuses/customer-bonuses';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

/** The signed-in customer's points: balance, waiting, expiring soon, history. */
export const GET = endpoint({ cache: 'personal' }, async () => {
  const me = await requireUser();
  return json<BonusesResponse>(await customerBonuses(await getDb(), me.id));
});
