// Finds a Redis for the suites that need one (plain Node ESM: scripts/test-all.mjs imports it), as pg-cluster.mjs
// finds PostgreSQL. Order: TEST_REDIS_URL as given → a Redis answering on 127.0.0.1:6379 → a private throwaway
// `redis-server` on a free loopback port (no persistence; CI installs the binary but starts no service) → none:
// then the suites that need Redis report their tests skipped (tests/support/services.ts), and fail on CI.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../../scripts/shop-pages.mjs';

const DEFAULT_URL = 'redis://127.0.0.1:6379';

/** Resolves to `{ url, kind, stop() }`, or `{ url: null, reason }`. */
export async function acquireRedis() {
  if (process.env.TEST_REDIS_URL) {
    return { url: process.env.TEST_REDIS_URL, kind: 'given (TEST_REDIS_URL)', stop: async () => {} };
  }
  if (await answersPing(6379))
    return { url: DEFAULT_URL, kind: 'running server on 127.0.0.1:6379', stop: async () => {} };
  const bin = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!bin) return { url: null, reason: 'no Redis on 127.0.0.1:6379 and no redis-server binary' };
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  };
  for (let i = 0; i < 50; i++) {
    if (await answersPing(port))
      return { url: `redis://127.0.0.1:${port}`, kind: `private redis-server on port ${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  return { url: null, reason: `the private redis-server on port ${port} did not answer` };
}

/** Whether a Redis answers PING on the loopback `port` (a port that accepts connections may be something else). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}
