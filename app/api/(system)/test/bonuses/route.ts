import { testBonusesRequest, type TestBonusesResponse } from '@/lib/api/bonuses';
import { getDb } from '@/lib/db/client';
import { creditBirthdays } from '@/lib/server/bonuses/birthday';
import { bonusNow, shiftBonusClock } from '@/lib/server/bonuses/clock';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { cameFromThisMachine } from '@/lib/server/http/loopback';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { serverEnv } from '@/lib/server/env';

export const dynamic = 'force-dynamic';

/**
 * Test suites move the bonus programme's clock (return windows, expiry, birthdays; the birthday job runs at once):
 * only with SHOP_TEST_MODE=1 and for a client on this machine; otherwise this path
 * does not exist, so the body is read only after that check.
 */
export const POST = endpoint({ cache: 'personal' }, async ({ request }) => {
  if (!serverEnv().SHOP_TEST_MODE || !cameFromThisMachine(request)) throw notFound('Метод API не найден');
  const input = await readJson(request, testBonusesRequest);
  const db = await getDb();
  shiftBonusClock(input.days);
  const birthdays = await creditBirthdays(db);
  return json<TestBonusesResponse>({ success: true, now: bonusNow().toISOString(), birthdays });
});
