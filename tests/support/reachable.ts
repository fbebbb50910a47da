// Whether something accepts connections on a port: how suites that need a service (Redis, PostgreSQL) decide to say
// they skipped rather than fail on a machine without it.
import net from 'node:net';

export function reachable(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
