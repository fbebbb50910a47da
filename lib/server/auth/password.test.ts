import { describe, expect, it, jest } from '@jest/globals';

// The shop hashes with production parameters unless it runs in test mode; the suites' cheap parameters never
// reach a shop (SHOP_TEST_MODE=1 also opens the outbox over the API).
async function passwordModule(testMode: string | undefined) {
  jest.resetModules();
  jest.doMock('@/lib/server/env', () => ({ serverEnv: () => ({ SHOP_TEST_MODE: testMode === '1' }) }));
  return import('@/lib/server/auth/password');
}

describe('password hashing parameters', () => {
  it('a shop hashes with argon2id at OWASP’s minimum: m = 19 MiB, t = 2, p = 1', async () => {
    const { hashPassword, verifyPassword, PRODUCTION_HASH_OPTIONS } = await passwordModule(undefined);
    expect(PRODUCTION_HASH_OPTIONS).toEqual({ algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await hashPassword('кукла-2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'кукла-2024')).toBe(true);
    expect(await verifyPassword(hash, 'кукла-2025')).toBe(false);
  });

  it('test mode hashes cheaply, and a production server still verifies such a hash', async () => {
    const testMode = await passwordModule('1');
    const hash = await testMode.hashPassword('кукла-2024');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    const production = await passwordModule(undefined);
    expect(await production.verifyPassword(hash, 'кукла-2024')).toBe(true);
  });
});
