// The shared page cache (lib/cache/redis-cache-handler.cjs) has no Redis client of its own: it goes through the
// shop's one connection and circuit, found in the process registry, and keeps pages in memory while that is down
// or absent (as during `next build`).
import { afterEach, describe, expect, it } from '@jest/globals';
import { PROCESS_STATE_KEY, processState } from '@/lib/process-registry';
import type { RedisConnection } from '@/lib/server/redis';

type Handler = {
  get(key: string): Promise<{ value: unknown } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
};
type HandlerClass = (new (options: object) => Handler) & { processStateKey: symbol };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const RedisCacheHandler = require('./redis-cache-handler.cjs') as HandlerClass;

const page = { kind: 'APP_PAGE', html: '<html lang="ru"></html>', headers: {}, status: 200 };

/** A connection in the registry whose circuit is `up` or open, recording the commands it was given. */
function sharedConnection(up: boolean): string[] {
  const commands: string[] = [];
  const client = new Proxy(
    {},
    { get: (_, command: string) => async () => (commands.push(command), command === 'getBuffer' ? null : 'OK') },
  );
  processState.redis = {
    firstConnection: Promise.resolve(),
    run: async (work, fallback) => (up ? work(client as never) : fallback()),
  } as Partial<RedisConnection> as RedisConnection;
  return commands;
}

afterEach(() => {
  delete processState.redis;
});

describe('the shared page cache', () => {
  it('looks for the connection where the registry keeps it', () => {
    expect(RedisCacheHandler.processStateKey).toBe(PROCESS_STATE_KEY);
  });

  it("writes and reads through the shop's one circuit", async () => {
    const commands = sharedConnection(true);
    const handler = new RedisCacheHandler({});
    await handler.set('/route-cache/up', page, {});
    expect(await handler.get('/route-cache/never-stored')).toBeNull();
    expect(commands).toEqual(expect.arrayContaining(['set', 'eval', 'getBuffer', 'hgetall']));
  });

  it('keeps pages in memory, asking nothing, while the circuit is open or there is no connection', async () => {
    const commands = sharedConnection(false);
    const handler = new RedisCacheHandler({});
    await handler.set('/route-cache/down', page, {});
    expect((await handler.get('/route-cache/down'))?.value).toEqual(page);
    expect(commands).toEqual([]);

    delete processState.redis;
    await handler.set('/route-cache/absent', page, {});
    expect((await handler.get('/route-cache/absent'))?.value).toEqual(page);
    expect(await handler.get('/route-cache/never-stored')).toBeNull();
  });
});
