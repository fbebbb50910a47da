import { describe, expect, it } from '@jest/globals';
import { unlinkable } from './unlinkable';

/** What mail clients' linkifiers take for a link: a scheme, `www.`, or a dotted name ending in letters. */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/|www\.\S|[\p{L}\p{N}-]+[.\u3002\uFF0E\uFF61][\p{L}\p{N}]/iu;

describe('unlinkable', () => {
  it.each([
    'http://evil.example',
    'https://evil.example/path?x=1',
    'HTTP://EVIL.EXAMPLE',
    'evil.example',
    'www.evil.example',
    'Иван evil.example Петров',
    'почта: a@evil.example',
    'http:\\\\evil.example',
    'evil。example',
    'evil．example',
    'xn--80ak6aa92e.xn--p1ai',
    'магазин.рф',
    '1.2.3.4',
    '//evil.example',
  ])('%s keeps no linkable text', (typed) => {
    expect(unlinkable(typed)).not.toMatch(LINKABLE);
  });

  it('leaves ordinary address text readable', () => {
    expect(unlinkable('г. Москва, ул. Ленина, д. 5, кв. 12')).toBe('г. Москва, ул. Ленина, д. 5, кв. 12');
    expect(unlinkable('г.Москва, ул.Ленина, д.5')).toBe('г. Москва, ул. Ленина, д. 5');
    expect(unlinkable('Анна-Мария Смирнова')).toBe('Анна-Мария Смирнова');
    expect(unlinkable('Конец.')).toBe('Конец.');
  });
});
