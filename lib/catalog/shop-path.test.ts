import { describe, expect, it } from '@jest/globals';
import { isShopPath, MAX_SHOP_PATH, shopPathOr } from './shop-path';

describe('isShopPath', () => {
  it('takes the shop’s own paths, with their queries, fragments and escapes', () => {
    for (const path of [
      '/',
      '/about',
      '/category/kukly?price_max=3000&page=2',
      '/product/kukla-masha#reviews',
      '/search?query=%D0%BA%D1%83%D0%BA%D0%BB%D0%B0',
      '/improve?url_current=%2Fcontacts',
      '/search?query=%D0%BA%D1%83%D0%BA%D0%BB%D0%B0%20%D0%B1%D0%B0%D1%80%D0%B1%D0%B8',
      '/search?query=a%5Cb%0A',
      '/search?query=%E0%A4%A',
      '/%25',
    ]) {
      expect([path, isShopPath(path)]).toEqual([path, true]);
    }
  });

  it('refuses every way of naming another site or a script', () => {
    for (const trick of [
      '//evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      ' /about',
      '/about page',
      '/about\u0000',
      '/%00',
      '/%E0%A4%A',
      '',
      `/${'a'.repeat(MAX_SHOP_PATH)}`,
    ]) {
      expect([trick, isShopPath(trick)]).toEqual([trick, false]);
    }
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, ['/about'], { toString: () => '/about' }]) {
      expect(isShopPath(value)).toBe(false);
    }
  });
});

describe('shopPathOr', () => {
  it('keeps a path of the shop and replaces anything else with the fallback', () => {
    expect(shopPathOr('/contacts')).toBe('/contacts');
    expect(shopPathOr('//evil.example')).toBe('/');
    expect(shopPathOr(['/a', '/b'])).toBe('/');
    expect(shopPathOr('javascript:alert(1)', '/about')).toBe('/about');
  });
});
