import { describe, expect, it } from '@jest/globals';
import { daysRange } from './days';

describe('daysRange', () => {
  it.each([
    [2, 7, '2–7\u00a0дней'],
    [2, 3, '2–3\u00a0дня'],
    [1, 1, '1\u00a0день'],
    [4, 21, '4–21\u00a0день'],
    [5, 11, '5–11\u00a0дней'],
  ])('%i–%i → %s', (min, max, text) => expect(daysRange(min, max)).toBe(text));
});
