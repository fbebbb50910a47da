// YooKassa adapter (API v3): create a payment with an Idempotence-Key and a 54-ФЗ receipt, read one back; create a
// refund, read one back. https://yookassa.ru/developers/api#create_payment, #get_payment, #create_refund, #get_refund
//
// What a refund's answer means (YooKassa's documentation as checked on 2026-11-28,
// https://yookassa.ru/developers/using-api/response-handling/http-codes and /using-api/interaction-format):
// - 200: the refund object, status `pending`, `succeeded` (final) or `canceled` (final: refused, nothing paid).
// - 400 invalid_request, 401, 403, 404, 405, 415: an error object `{type: 'error', code, …}`: the request was
//   refused, no refund made.
// - 429 too_many_requests: not processed now; 500 internal_server_error: «Результат обработки запроса неизвестен» —
//   repeat the request later with the same Idempotence-Key; the same key returns the same refund object rather than
//   making a second one. A key is kept for 24 hours (stated by client libraries of the API; the shop stops
//   repeating a POST well before that: lib/server/payments/refunds.ts). A 202 (still processing) likewise means
//   ask again with the same key.
// No answer in YOOKASSA_TIMEOUT_SEC, a broken connection or a body that is not a refund are as unknown as a 500.
import type { PaymentStatus } from '@/lib/api/orders';
import {
  ProviderError,
  RefundRefused,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
} from './provider';
import type { YookassaConfig } from './yookassa-config';

type YookassaPayment = {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
};

type YookassaRefund = {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
};

/** `waiting_for_capture` only happens with capture=false, which the shop never asks for: treat it as pending. */
const toStatus = (s: YookassaPayment['status']): PaymentStatus =>
  s === 'succeeded' ? 'succeeded' : s === 'canceled' ? 'canceled' : 'pending';

const REFUND_STATUSES: readonly string[] = ['pending', 'succeeded', 'canceled'];

/** The refund in a 200 answer, or null when the body is not one (then the outcome is unknown). */
function toRefund(body: unknown): ProviderRefund | null {
  const r = body as Partial<YookassaRefund> | null;
  if (!r || typeof r.id !== 'string' || !REFUND_STATUSES.includes(String(r.status)) || !r.amount) return null;
  return { id: r.id, status: r.status!, amount: Math.round(Number(r.amount.value) * 100) / 100 };
}

/** A 4xx carrying YooKassa's error object (other than 429, which only says «later»): a definite refusal. */
async function refusal(res: Response): Promise<string | null> {
  if (res.status < 400 || res.status >= 500 || res.status === 429) return null;
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { type?: string; code?: string; description?: string };
    return body?.type === 'error' ? `${res.status} ${body.code ?? ''} ${body.description ?? ''}`.trim() : null;
  } catch {
    return null;
  }
}

function toPayment(p: YookassaPayment): ProviderPayment {
  return {
    id: p.id,
    status: toStatus(p.status),
    amount: Math.round(Number(p.amount.value) * 100) / 100,
    currency: p.amount.currency,
    confirmationUrl: p.status === 'pending' ? (p.confirmation?.confirmation_url ?? null) : null,
    metadata: p.metadata ?? {},
  };
}

export function yookassaProvider(config: YookassaConfig): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;

  async function call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${config.apiUrl}${path}`, {
        ...init,
        headers: { Authorization: auth, 'Content-Type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`YooKassa is unreachable: ${(error as Error).message}`);
    }
  }

  return {
    name: 'yookassa',
    async create(input: CreatePaymentInput) {
      const body = {
        amount: { value: input.amount.toFixed(2), currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, 128),
        metadata: { order_id: String(input.orderId), order_number: input.number },
        receipt: input.receipt,
        ...(input.method === 'sbp' ? { payment_method_data: { type: 'sbp' } } : {}),
      };
      const res = await call('/payments', {
        method: 'POST',
        headers: { 'Idempotence-Key': input.idempotenceKey },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new ProviderError(`YooKassa refused the payment: ${res.status} ${await res.text()}`);
      return toPayment((await res.json()) as YookassaPayment);
    },
    async fetch(id: string) {
      if (!/^[\w-]{1,64}$/.test(id)) return null;
      const res = await call(`/payments/${id}`, { method: 'GET' });
      if (res.status === 404) return null;
      if (!res.ok) throw new ProviderError(`YooKassa answered ${res.status} for payment ${id}`);
      return toPayment((await res.json()) as YookassaPayment);
    },
    // A partial refund needs its own 54-ФЗ receipt (the returned items); the shop sends one with every refund.
    async refund(input: RefundInput) {
      const res = await call('/refunds', {
        method: 'POST',
        headers: { 'Idempotence-Key': input.idempotenceKey },
        body: JSON.stringify({
          payment_id: input.paymentId,
          amount: { value: input.amount.toFixed(2), currency: 'RUB' },
          receipt: input.receipt,
        }),
      });
      if (res.status !== 200) {
        const refused = await refusal(res);
        if (refused) throw new RefundRefused(`YooKassa refused the refund: ${refused}`);
        throw new ProviderError(`YooKassa answered ${res.status} to a refund: its outcome is unknown`);
      }
      const refund = toRefund(await res.json().catch(() => null));
      if (!refund) throw new ProviderError('YooKassa answered a refund with no refund object: its outcome is unknown');
      return refund;
    },
    async fetchRefund(id: string) {
      if (!/^[\w-]{1,64}$/.test(id)) return null;
      const res = await call(`/refunds/${id}`, { method: 'GET' });
      if (res.status === 404) return null;
      if (res.status !== 200) throw new ProviderError(`YooKassa answered ${res.status} for refund ${id}`);
      return toRefund(await res.json().catch(() => null));
    },
  };
}
