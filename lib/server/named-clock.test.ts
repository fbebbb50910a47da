import { afterEach, describe, expect, it, jest } from '@jest/globals';

// The clocks read the test-mode switch from the server's environment; each test loads the modules afresh.
async function clocks(testMode: boolean) {
  jest.resetModules();
  jest.doMock('@/lib/server/env', () => ({ serverEnv: () => ({ SHOP_TEST_MODE: testMode }) }));
  const { namedClock, DAY_MS } = await import('./named-clock');
  return { bonus: namedClock('bonus'), offer: namedClock('offer'), again: namedClock('bonus'), DAY_MS };
}

afterEach(async () => {
  const { bonus, offer } = await clocks(true);
  bonus.shift(0);
  offer.shift(0);
});

describe('named clocks', () => {
  it('in test mode each clock moves alone, and a clock made again by the same name reads the same shift', async () => {
    const { bonus, offer, again, DAY_MS } = await clocks(true);
    expect(bonus.shift(3)).toBe(true);
    const ahead = bonus.now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3 * DAY_MS - 1000);
    expect(ahead).toBeLessThanOrEqual(3 * DAY_MS);
    expect(Math.abs(offer.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(Math.abs(again.now().getTime() - bonus.now().getTime())).toBeLessThan(1000);
    expect(offer.shift(1)).toBe(true);
    expect(Math.round((bonus.now().getTime() - offer.now().getTime()) / DAY_MS)).toBe(2);
  });

  it('without test mode no clock can be moved: each is the wall clock', async () => {
    const { bonus, offer } = await clocks(false);
    expect(bonus.shift(5)).toBe(false);
    expect(offer.shift(5)).toBe(false);
    expect(Math.abs(bonus.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(Math.abs(offer.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
