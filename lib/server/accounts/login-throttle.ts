// Guessing a password is limited per (account, client address) and slowed down per account, never refused per
// account: a lockout keyed on the email alone lets anyone lock its owner out by failing on purpose. So an address
// that failed too often on an account waits for the window (429), while the right password from any other address
// always succeeds, after at most a short delay (docs/PRODUCT.md#accounts).
import { setTimeout as sleep } from 'node:timers/promises';
import { countRateLimit, enforceRateLimit, LIMITS, refundRateLimit } from '@/lib/server/rate-limit';
import { loginKey } from './users';

/** The slow-down's steps: doubled from `firstMs` per failure past the free ones, never more than `maxMs`. */
export const LOGIN_DELAY = { firstMs: 250, maxMs: 2000 } as const;

/** How long a login attempt waits, given the account's failures in the window (this attempt counted). */
export function loginDelayMs(failures: number): number {
  const over = failures - LIMITS.loginAccountSlowdown.limit;
  return over <= 0 ? 0 : Math.min(LOGIN_DELAY.maxMs, LOGIN_DELAY.firstMs * 2 ** (over - 1));
}

export type LoginAttempt = { succeeded: () => Promise<void> };

/**
 * Counts the attempt before the password is checked (parallel guesses cannot all slip under a limit), refuses an
 * address past its limit on this account, waits the account's delay; `succeeded()` refunds both counts, so only
 * failures count and a regular customer never waits.
 */
export async function beginLoginAttempt(login: string, address: string): Promise<LoginAttempt> {
  const account = loginKey(login);
  const pair = `${account}|${address}`;
  await enforceRateLimit(LIMITS.loginPair, pair);
  const failures = await countRateLimit(LIMITS.loginAccountSlowdown, account);
  const delay = loginDelayMs(failures);
  if (delay > 0) await sleep(delay);
  return {
    succeeded: async () => {
      await Promise.all([
        refundRateLimit(LIMITS.loginPair, pair),
        refundRateLimit(LIMITS.loginAccountSlowdown, account),
      ]).catch((error) => console.error('[rate-limit] refund failed', error));
    },
  };
}
