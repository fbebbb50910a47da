import { hash, verify } from '@node-rs/argon2';
import { serverEnv } from '@/lib/server/env';

/**
 * argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). The parameters are stored in each hash,
 * so raising them later keeps old hashes verifiable.
 */
export const PRODUCTION_HASH_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Test mode only (SHOP_TEST_MODE=1, which the test suites' servers run with and which also opens the outbox over
 * the API, so no shop runs with it): the cheapest argon2id. The suites register and sign in thousands of times on
 * two cores, where each production hash takes tens of milliseconds and 19 MiB. Verifying reads the parameters
 * from the hash, so a test store is checked at the cost it was made with.
 */
const TEST_MODE_HASH_OPTIONS = { ...PRODUCTION_HASH_OPTIONS, memoryCost: 64, timeCost: 1 } as const;

/** The parameters new hashes are made with. */
function hashOptions(testMode: boolean) {
  return testMode ? TEST_MODE_HASH_OPTIONS : PRODUCTION_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions(serverEnv().SHOP_TEST_MODE));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A valid hash of a random password: verifying against it when the login is unknown takes as long as a real
// check, so response times do not tell which emails are registered.
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoy, password);
  return false;
}
