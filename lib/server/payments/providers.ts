import type { DbOrTx } from '@/lib/db/client';
import { serverEnv } from '@/lib/server/env';
import type { PaymentProvider, ProviderName } from './provider';
import { testProvider } from './test-provider';
import { yookassaConfig } from './yookassa-config';
import { yookassaProvider } from './yookassa-provider';

/**
 * How the shop takes online payments: through YooKassa when it is configured, else through the built-in test
 * provider only when PAYMENTS_TEST=1 (the demo, the test suites), else not at all (cash on delivery only).
 */
export type PaymentsMode = ProviderName | 'off';

export function paymentsMode(): PaymentsMode {
  if (yookassaConfig()) return 'yookassa';
  return serverEnv().PAYMENTS_TEST ? 'test' : 'off';
}

/** Whether card and СБП are offered at all. */
export const onlinePaymentsOn = () => paymentsMode() !== 'off';

/** The test provider's routes and page exist only while it is switched on (PAYMENTS_TEST=1). */
export const testProviderOn = () => serverEnv().PAYMENTS_TEST;

/**
 * A provider by name (for notifications and payments made earlier); null when it is not configured. The test
 * provider answers only while PAYMENTS_TEST=1: an attempt made with it earlier cannot be paid once it is off.
 */
export function providerByName(db: DbOrTx, name: string): PaymentProvider | null {
  if (name === 'test') return testProviderOn() ? testProvider(db) : null;
  if (name === 'yookassa') {
    const config = yookassaConfig();
    return config ? yookassaProvider(config) : null;
  }
  return null;
}

/** The provider new payments go to, or null when online payments are off. */
export function activeProvider(db: DbOrTx): PaymentProvider | null {
  const mode = paymentsMode();
  return mode === 'off' ? null : providerByName(db, mode);
}

/** What the server log says at start about payments, or null when YooKassa takes them. */
export function paymentsModeLogLine(mode: PaymentsMode = paymentsMode()): string | null {
  if (mode === 'test')
    return '[payments] PAYMENTS_TEST=1 and YooKassa is not configured: online payments go through the built-in test provider («Тестовая оплата»). Never use this for real orders.';
  if (mode === 'off')
    return '[payments] YooKassa is not configured (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY) and PAYMENTS_TEST is not 1: online payment is switched off, shoppers can pay on delivery only.';
  return null;
}
