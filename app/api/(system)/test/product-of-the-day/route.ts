import { testOfferClockRequest, type TestOfferClockResponse } from '@/lib/api/promotions';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { cameFromThisMachine } from '@/lib/server/http/loopback';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { serverEnv } from '@/lib/server/env';
import { offerToday } from '@/lib/server/promotions/product-of-the-day';
import { offerNow, shiftOfferClock } from '@/lib/server/promotions/shop-clock';

export const dynamic = 'force-dynamic';

/**
 * Test suites move the product of the day's clock a day forward instead of waiting for Moscow midnight: only with
 * SHOP_TEST_MODE=1 and for a client on this machine; otherwise this path does not exist, so the body is read only
 * after that check.
 */
export const POST = endpoint({ cache: 'personal' }, async ({ request }) => {
  if (!serverEnv().SHOP_TEST_MODE || !cameFromThisMachine(request)) throw notFound('Метод API не найден');
  const input = await readJson(request, testOfferClockRequest);
  shiftOfferClock(input.days);
  return json<TestOfferClockResponse>({ success: true, now: offerNow().toISOString(), today: offerToday() });
});
