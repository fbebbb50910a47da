import { describe, expect, it } from '@jest/globals';
import { carriesSecret, withoutSecret } from './secret-urls';

describe('carriesSecret', () => {
  it.each([
    'https://shop.example/reset-password/4f1c0a9e2b',
    '/reset-password/4f1c0a9e2b',
    'https://shop.example/alerts/unsubscribe?token=abc.def',
    '/alerts/unsubscribe',
    '/alerts/confirm?token=abc',
    '/anything?token=abc',
    '/cabinet?key=1',
  ])('%s carries a secret', (url) => {
    expect(carriesSecret(url)).toBe(true);
  });

  it.each([
    '',
    'https://shop.example/',
    '/category/kukly?page=2',
    '/product/kukla',
    '/reset-passwords',
    '/cart-ok?order=К-1',
  ])('%s does not', (url) => {
    expect(carriesSecret(url)).toBe(false);
  });
});

describe('withoutSecret', () => {
  it('keeps the section, drops the token, the query and the fragment', () => {
    expect(withoutSecret('https://shop.example/reset-password/4f1c0a9e2b')).toBe('https://shop.example/reset-password');
    expect(withoutSecret('https://shop.example/alerts/unsubscribe?token=abc#x')).toBe('https://shop.example/alerts');
    expect(withoutSecret('/search?q=a&token=abc')).toBe('/search');
  });

  it('leaves other addresses alone', () => {
    expect(withoutSecret('https://shop.example/category/kukly?page=2')).toBe(
      'https://shop.example/category/kukly?page=2',
    );
    expect(withoutSecret('')).toBe('');
  });
});
