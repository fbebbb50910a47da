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

  it('is true for a loopback socket without proxy headers', () => {
    expect(cameFromThisMachine(request({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1' }))).toBe(true);
  });

  it('is false for another socket, a missing socket address, or a request a proxy forwarded', () => {
    expect(cameFromThisMachine(request({ [SOCKET_ADDRESS_HEADER]: '192.0.2.2' }))).toBe(false);
    expect(cameFromThisMachine(request({}))).toBe(false);
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(cameFromThisMachine(request({ [SOCKET_ADDRESS_HEADER]: '127.0.0.1', [name]: '127.0.0.1' }))).toBe(false);
    }
  });
});
