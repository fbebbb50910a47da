import { describe, expect, it } from '@jest/globals';
import { acceptsBrotli } from './static-brotli';

describe('acceptsBrotli', () => {
  it.each([['gzip, deflate, br, zstd'], ['br'], ['BR;q=0.5'], [' gzip ,br;q=1'], [['gzip', 'br']]])(
    'takes %j',
    (header) => {
      expect(acceptsBrotli(header)).toBe(true);
    },
  );

  it.each([[undefined], [''], ['gzip, deflate'], ['br;q=0'], ['br;q=0.0, gzip'], ['brotli'], ['*']])(
    'refuses %j',
    (header) => {
      expect(acceptsBrotli(header)).toBe(false);
    },
  );
});
