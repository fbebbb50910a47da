import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { processNotification } from '@/lib/server/payments/notifications';
import { ProviderError } from '@/lib/server/payments/provider';
import { testProviderOn } from '@/lib/server/payments/providers';
import { LIMITS } from '@/lib/server/rate-limit';

/** The providers whose notifications are heard: the test provider only while it is on (PAYMENTS_TEST=1). */
const knownProvider = (name: string) => name === 'yookassa' || (name === 'test' && testProviderOn());

/**
 * Notifications of a payment provider (YooKassa's `{type, event, object}`; the built-in test provider sends the
 * same). The body only names the payment: its state is fetched back from the provider. Answers 200 whether the
 * notification changed anything or was ignored (unknown or forged), 502 when the provider could not be asked
 * (the provider retries). Sent by the provider's servers, so never from the shop's origin; an unknown provider
 * is refused before the body is read. Rate-limited per sending address: each notification makes the shop ask the
 * provider back.
 */
export const POST = endpoint(
  { sameOrigin: false, rateLimit: LIMITS.paymentNotification, params: z.object({ provider: z.string() }) },
  async ({ request, params: { provider } }) => {
    if (!knownProvider(provider)) throw notFound('Неизвестный платёжный сервис');
    const body = await readJson(request, z.unknown());
    try {
      const outcome = await processNotification(await getDb(), provider, body);
      if (!outcome.applied) console.warn(`[payments] ${provider} notification ignored: ${outcome.reason}`);
      return json({ success: true });
    } catch (error) {
      if (error instanceof ProviderError)
        throw new HttpError(502, 'Платёжный сервис недоступен, повторите уведомление позже');
      throw error;
    }
  },
);
