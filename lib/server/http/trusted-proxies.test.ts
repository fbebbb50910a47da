import { describe, expect, it } from '@jest/globals';
import { clientAddressFrom, isTrustedPeer, normaliseAddress, parseTrustedProxies } from './trusted-proxies';

const SOCKET = '10.0.0.5';

describe('parseTrustedProxies', () => {
  it('reads unset, empty and 0 as no trusted proxy', () => {
    for (const value of [undefined, '', ' ', '0']) expect(parseTrustedProxies(value)).toEqual({ kind: 'none' });
  });
  it('reads a whole number as that many hops', () => {
    expect(parseTrustedProxies('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(parseTrustedProxies(' 3 ')).toEqual({ kind: 'hops', hops: 3 });
  });
  it('reads a list of networks and single addresses, IPv4 and IPv6', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 192.168.1.7 ,fd00::/8');
    expect(trusted.kind).toBe('networks');
    expect(isTrustedPeer(trusted, '10.200.3.4')).toBe(true);
    expect(isTrustedPeer(trusted, '::ffff:10.200.3.4')).toBe(true);
    expect(isTrustedPeer(trusted, '192.168.1.7')).toBe(true);
    expect(isTrustedPeer(trusted, '192.168.1.8')).toBe(false);
    expect(isTrustedPeer(trusted, 'fd12::1')).toBe(true);
    expect(isTrustedPeer(trusted, '2001:db8::1')).toBe(false);
    expect(isTrustedPeer(trusted, 'unknown')).toBe(false);
  });
  it('refuses what is neither, so a typo stops the server instead of trusting the wrong party', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.0/8/1', '1,2', '-1', '1.5', '21'])
      expect(() => parseTrustedProxies(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('normaliseAddress', () => {
  it('strips ports, brackets and the IPv4-in-IPv6 prefix', () => {
    expect(normaliseAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(normaliseAddress('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(normaliseAddress('[2001:db8::7]:443')).toBe('2001:db8::7');
    expect(normaliseAddress('2001:db8::7')).toBe('2001:db8::7');
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
  it('returns null for what is no address', () => {
    for (const raw of ['', 'unknown', 'evil.example', '999.1.1.1', '<script>'])
      expect(normaliseAddress(raw)).toBeNull();
  });
});

describe('clientAddressFrom', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressFrom(parseTrustedProxies('0'), SOCKET, '1.1.1.1')).toBe(SOCKET);
  });

  it('with one hop takes the rightmost entry (what our proxy saw), not the client-chosen leftmost one', () => {
    const oneHop = parseTrustedProxies('1');
    expect(clientAddressFrom(oneHop, SOCKET, '203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressFrom(oneHop, SOCKET, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressFrom(oneHop, SOCKET, null)).toBe(SOCKET);
    expect(clientAddressFrom(oneHop, SOCKET, '')).toBe(SOCKET);
  });

  it('with n hops takes the n-th entry from the right, or the leftmost when the chain is shorter', () => {
    const twoHops = parseTrustedProxies('2');
    expect(clientAddressFrom(twoHops, SOCKET, '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(clientAddressFrom(twoHops, SOCKET, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('does not believe an entry that is no address: the nearest trusted one counts', () => {
    expect(clientAddressFrom(parseTrustedProxies('1'), SOCKET, '1.1.1.1, bogus')).toBe(SOCKET);
    expect(clientAddressFrom(parseTrustedProxies('2'), SOCKET, 'bogus, 10.0.0.2')).toBe('10.0.0.2');
  });

  it('with networks walks from the right past the trusted proxies', () => {
    const ours = parseTrustedProxies('10.0.0.0/8');
    expect(clientAddressFrom(ours, SOCKET, '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(clientAddressFrom(ours, SOCKET, '[2001:db8::7]:443')).toBe('2001:db8::7');
    // All entries are our own proxies: the leftmost is as far as the chain goes.
    expect(clientAddressFrom(ours, SOCKET, '10.1.1.1, 10.0.0.2')).toBe('10.1.1.1');
  });

  it('with networks believes nothing from a peer outside them', () => {
    const ours = parseTrustedProxies('10.0.0.0/8');
    expect(clientAddressFrom(ours, '198.51.100.4', '10.0.0.2, 1.2.3.4')).toBe('198.51.100.4');
  });
});
