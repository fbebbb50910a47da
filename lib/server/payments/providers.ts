import type { DbOrTx } from '@/lib/db/client';
import type { PaymentProvider, ProviderName } from './provider';
import { testProvider } from './test-provider';
import { yookassaConfig } from './yookassa-config';
import { yookassaProvider } from './yookassa-provider';

/** The provider new payments go to: YooKassa when configured, else the built-in test provider. */
export function activeProviderName(): ProviderName {
  return yookassaConfig() ? 'yookassa' : 'test';
}

/** A provider by name (for notifications and payments made earlier); null when it is not configured. */
export function providerByName(db: DbOrTx, name: string): PaymentProvider | null {
  if (name === 'test') return testProvider(db);
  if (name === 'yookassa') {
    const config = yookassaConfig();
    return config ? yookassaProvider(config) : null;
  }
  return null;
}

export function activeProvider(db: DbOrTx): PaymentProvider {
  return providerByName(db, activeProviderName())!;
}
