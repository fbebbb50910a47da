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

export type RefundInput = {
  /** The provider's id of the succeeded payment. */
  paymentId: string;
  /** Whole roubles, at most what is left of the payment. */
  amount: number;
  /** 54-ФЗ refund receipt: the returned goods (and delivery), adding up to the amount. */
  receipt: Receipt;
  /** Same key → same refund at the provider (a retried request never refunds twice). */
  idempotenceKey: string;
};

/** A refund as the provider reports it; `canceled` means the provider refused it. */
export type ProviderRefund = { id: string; status: 'pending' | 'succeeded' | 'canceled'; amount: number };

export interface PaymentProvider {
  readonly name: ProviderName;
  create(input: CreatePaymentInput): Promise<ProviderPayment>;
  /** The provider's own record of a payment (null when it does not know the id): the source of truth. */
  fetch(id: string): Promise<ProviderPayment | null>;
  /**
   * Returns money of a succeeded payment to the payer (whole or part). Throws RefundRefused when the provider
   * certainly made no refund; any other error leaves the outcome unknown (ask again with the same key).
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** The provider's own record of a refund (null when it does not know the id, or keeps no record of refunds). */
  fetchRefund(id: string): Promise<ProviderRefund | null>;
}

/** The provider could not be reached or refused: the shop answers 502 and the provider retries notifications. */
export class ProviderError extends Error {}

/**
 * The provider answered that it did not make the refund (a 4xx with its error object): nothing was paid, so the
 * reservation may be given back. Every other failure (5xx, no answer in time, a broken connection) is not this.
 */
export class RefundRefused extends ProviderError {}
