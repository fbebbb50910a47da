import { describe, expect, it } from '@jest/globals';
import { isReadablePath, readableTarget } from './readable-path';

describe('isReadablePath', () => {
  it('accepts plain and well-encoded paths, whatever the query holds', () => {
    for (const target of ['/', '/product/kukla-1', '/search/%D0%BA%D1%83%D0%BA%D0%BB%D0%B0', '/a?q=%ZZ', '/a#%ZZ'])
      expect(isReadablePath(target)).toBe(true);
  });
  it('refuses broken %-escapes, bytes that are not UTF-8 and NUL', () => {
    for (const target of [
      '/product/%ZZ',
      '/api/build/meta/%E0%A4%A',
      '/x/%',
      '/x/%C0%AF',
      '/product/%00',
      '/a%00b?q=1',
    ])
      expect(isReadablePath(target)).toBe(false);
  });
});

describe('readableTarget', () => {
  it('leaves a readable target as it is', () => {
    expect(readableTarget('/search/%D0%BA?q=%ZZ')).toBe('/search/%D0%BA?q=%ZZ');
  });
  it('takes an unreadable path literally and keeps the query', () => {
    expect(readableTarget('/product/%ZZ')).toBe('/product/%25ZZ');
    expect(readableTarget('/product/%00?x=%41')).toBe('/product/%2500?x=%41');
    expect(readableTarget('/api/build/meta/%E0%A4%A')).toBe('/api/build/meta/%25E0%25A4%25A');
    // What comes out decodes to what was sent.
    expect(decodeURIComponent(readableTarget('/a/%E0%A4%A/%D0%BA'))).toBe('/a/%E0%A4%A/%D0%BA');
  });
});
