import { openDatabase, ping } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { checkRedis } from '@/lib/server/redis';

export const dynamic = 'force-dynamic';

/**
 * 200 while the database answers (load balancers and the test harness wait on this); 503 without it. Redis down
 * is `status: "degraded"` and still 200: the shop keeps selling without it (rate limits in the database, caches
 * in memory), and one shared Redis going away must not take every instance out of rotation at once.
 */
export const GET = endpoint({}, async () => {
  try {
    const { kind } = await openDatabase();
    if (await ping()) {
      const redis = await checkRedis();
      return json({ ok: true, status: redis === 'down' ? 'degraded' : 'ok', database: kind, redis });
    }
  } catch (error) {
    console.error('[health]', error);
  }
  return json({ ok: false }, { status: 503 });
});
