// docs/PRODUCT.md#interesting-prompt: 5 s after start, when the stored value is missing, not '1', or expired,
// «Вам может быть интересно» is offered; once it shows suggestions the flag is set, and the stored value
// '1 {expiry}' keeps it away for 3 days (components/shell/interesting-prompt.tsx).

export const INTERESTING_KEY = 'interesting';
export const INTERESTING_DELAY_MS = 5_000;
export const INTERESTING_TTL_MS = 259_200_000; // 3 days

/** Whether the prompt is due, given the stored value and the current time (ms). */
export function interestingDue(stored: string | null | undefined, now: number): boolean {
  if (!stored) return true;
  const [flag, expiry] = stored.trim().split(/\s+/);
  return flag !== '1' || !(Number(expiry) > now);
}

/** The value stored when the prompt is shown: '1 {now + 3 days}'. */
export const interestingValue = (now: number) => `1 ${now + INTERESTING_TTL_MS}`;

/** Checkout and payment: the prompt waits until the shopper has left them (re-checked every 5 s). */
export const INTERESTING_QUIET_PATHS = ['/cart', '/pay'];

export const isQuietPath = (pathname: string) =>
  INTERESTING_QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
