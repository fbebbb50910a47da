// The payment provider adapter: what the shop needs from any provider (the built-in test one, YooKassa).
import type { PaymentStatus } from '@/lib/api/orders';
import type { Receipt } from './receipt';

export type ProviderName = 'test' | 'yookassa';

export type CreatePaymentInput = {
  orderId: number;
  number: string;
  /** Whole roubles. */
  amount: number;
  description: string;
  /** Where the provider sends the shopper back (absolute URL). */
  returnUrl: string;
  /** Same key → same payment at the provider (a retried request never charges twice). */
  idempotenceKey: string;
  method: 'card' | 'sbp';
  receipt: Receipt;
};

/** A payment as the provider reports it. */
export type ProviderPayment = {
  id: string;
  status: PaymentStatus;
  /** Roubles (YooKassa reports kopecks too). */
  amount: number;
  /** ISO 4217 code of the amount; the shop takes only RUB. */
  currency: string;
  /** Where to send the shopper to pay (absent once decided). */
  confirmationUrl: string | null;
  metadata: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The provider's own record of a payment (null when it does not know the id): the source of truth. */
  fetch(id: string): Promise<ProviderPayment | null>;
}

/** The provider could not be reached or refused: the shop answers 502 and the provider retries notifications. */
export class ProviderError extends Error {}
