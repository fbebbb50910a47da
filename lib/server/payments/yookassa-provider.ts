// YooKassa adapter (API v3): create a payment with an Idempotence-Key and a 54-ФЗ receipt, read one back.
// https://yookassa.ru/developers/api#create_payment, #get_payment, #create_refund
import type { PaymentStatus } from '@/lib/api/orders';
import {
  ProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
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

const TIMEOUT_MS = 15_000;

/** `waiting_for_capture` only happens with capture=false, which the shop never asks for: treat it as pending. */
const toStatus = (s: YookassaPayment['status']): PaymentStatus =>
  s === 'succeeded' ? 'succeeded' : s === 'canceled' ? 'canceled' : 'pending';

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
        signal: AbortSignal.timeout(TIMEOUT_MS),
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
      if (!res.ok) throw new ProviderError(`YooKassa refused the refund: ${res.status} ${await res.text()}`);
      const refund = (await res.json()) as YookassaRefund;
      return { id: refund.id, status: refund.status, amount: Math.round(Number(refund.amount.value) * 100) / 100 };
    },
  };
}
