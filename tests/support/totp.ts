// An authenticator app for the tests. The shop accepts each code once (it records the code's 30 s step and then
// wants a later one) and a step either side of the current one, so a test that passes the factor several times
// takes codes of the previous, the current and the next step: three uses without waiting half a minute.
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
/** The three codes stay good while the clock is in the step they were taken in: leave room for the test to run. */
const ROOM_MS = 10_000;

export function totpAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}

/** Returns a function giving each call a code of the next step, oldest first; at most three. */
export async function successiveTotpCodes(secret: string): Promise<() => string> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < ROOM_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
  const previousStep = Math.floor(Date.now() / PERIOD_MS) - 1;
  let taken = 0;
  return () => {
    if (taken === 3) throw new Error('Only three successive codes are good at once');
    return totpAt(secret, (previousStep + taken++) * PERIOD_MS + 1);
  };
}
