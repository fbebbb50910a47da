import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy, sendSecurityHeaders } from './security-headers';
import { ShopResponse } from './shop-response';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({
      formTargets: ['https://yoomoney.ru'],
      connectTargets: ['https://api.shop.test'],
      development: false,
    }),
  );

  it('forbids framing, plugins and <base> rewriting', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('loads scripts from the shop only: no other origin, no eval outside development', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets forms go to the shop and the payment provider, and the browser call the API origin', () => {
    expect(policy.get('form-action')).toEqual(["'self'", 'https://yoomoney.ru']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.shop.test']);
  });

  it('allows Яндекс Метрика only when its counter is configured: the tag, its reports and sockets', () => {
    expect(policy.get('img-src')!.join(' ')).not.toMatch(/yandex|webvisor|yastatic/);
    const withMetrika = directives(
      contentSecurityPolicy({ formTargets: [], connectTargets: [], development: false, metrika: true }),
    );
    expect(withMetrika.get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://mc.yandex.ru',
      'https://yastatic.net',
    ]);
    expect(withMetrika.get('img-src')).toEqual(
      expect.arrayContaining(['https://mc.yandex.ru', 'https://mc.yandex.com']),
    );
    expect(withMetrika.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://mc.yandex.ru', 'https://mc.yandex.com', 'wss://mc.yandex.ru']),
    );
    // Nothing else opens up: frames, forms and the default stay the shop's.
    expect(withMetrika.get('default-src')).toEqual(["'self'"]);
    expect(withMetrika.get('form-action')).toEqual(["'self'"]);
    expect(withMetrika.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows eval for the development server only', () => {
    const dev = directives(contentSecurityPolicy({ formTargets: [], connectTargets: [], development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('form-action')).toEqual(["'self'"]);
  });
});

describe('sendSecurityHeaders', () => {
  const response = () => new ShopResponse(new http.IncomingMessage(new net.Socket()));

  it('adds the headers when the response writes its head, HSTS only over https', () => {
    const plain = response();
    sendSecurityHeaders(plain, false);
    plain.writeHead(200);
    expect(plain.getHeader('x-content-type-options')).toBe('nosniff');
    expect(plain.getHeader('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(plain.getHeader('strict-transport-security')).toBeUndefined();

    const secure = response();
    sendSecurityHeaders(secure, true);
    secure.writeHead(200);
    expect(secure.getHeader('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/);
  });

  it('keeps a header the answer set itself, set before or handed to writeHead', () => {
    const before = response();
    sendSecurityHeaders(before, false);
    before.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    before.writeHead(200);
    expect(before.getHeader('content-security-policy')).toBe("default-src 'none'; sandbox");

    const given = response();
    sendSecurityHeaders(given, false);
    given.writeHead(200, { 'Referrer-Policy': 'no-referrer' });
    expect(given.getHeader('referrer-policy')).toBe('no-referrer');
    expect(given.getHeader('x-content-type-options')).toBe('nosniff');
  });
});
