import { describe, expect, it } from '@jest/globals';
import { contentSecurityPolicy } from './security-headers';

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

  it('allows eval for the development server only', () => {
    const dev = directives(contentSecurityPolicy({ formTargets: [], connectTargets: [], development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('form-action')).toEqual(["'self'"]);
  });
});
