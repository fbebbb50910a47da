// Whether a service answers: how suites that need a service (Redis, PostgreSQL) decide to say
// they skipped rather than fail on a machine without it.
import net from 'node:net';
import Redis from 'ioredis';

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

/** Whether a Redis answers PING at `url` (a port that accepts connections may belong to something else). */
export async function redisAnswers(url: string, port = 6379): Promise<boolean> {
  if (!(await reachable(port))) return false;
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1000, lazyConnect: true });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
