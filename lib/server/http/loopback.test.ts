import { describe, expect, it } from '@jest/globals';
import { SOCKET_ADDRESS_HEADER } from './client-address';
import { cameFromThisMachine, isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.1.2.3', '0:0:0:0:0:0:0:1'])(
    '%s is this machine',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::2', '128.0.0.1', '127.0.0.1.evil', 'unknown', ''])(
    '%s is not',
    (address) => expect(isLoopbackAddress(address)).toBe(false),
  );
});

describe('cameFromThisMachine', () => {
  const request = (headers: Record<string, string>) => new Request('http://shop.test/api/test/outbox', { headers });
  const socket = { [SOCKET_ADDRESS_HEADER]: '127.0.0.1' };

  it('is true for a loopback socket whose proxy headers, if any, name only this machine', () => {
    expect(cameFromThisMachine(request(socket))).toBe(true);
    // What Next.js adds by itself: X-Forwarded-For with the socket's address.
    expect(cameFromThisMachine(request({ ...socket, 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe(true);
    expect(cameFromThisMachine(request({ ...socket, forwarded: 'for="[::1]:5000";proto=http' }))).toBe(true);
  });

  it('is false for another socket, whatever the headers say, or without a recorded socket', () => {
    expect(cameFromThisMachine(request({ [SOCKET_ADDRESS_HEADER]: '192.0.2.2' }))).toBe(false);
    expect(cameFromThisMachine(request({ [SOCKET_ADDRESS_HEADER]: '192.0.2.2', 'x-forwarded-for': '127.0.0.1' }))).toBe(
      false,
    );
    expect(cameFromThisMachine(request({}))).toBe(false);
  });

  it('is false when a proxy on this machine forwarded someone else', () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=127.0.0.1, for=203.0.113.9:4711' },
      { forwarded: 'for="[2001:db8::1]"' },
    ] as Record<string, string>[]) {
      expect(cameFromThisMachine(request({ ...socket, ...headers }))).toBe(false);
    }
  });
});
