import { LIMITS } from './rate-limit';

describe('LIMITS', () => {
  it('gives every limit its own name (the names share one key space)', () => {
    const names = Object.values(LIMITS).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
