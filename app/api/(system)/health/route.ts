import { checkDatabase } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { checkRedis } from '@/lib/server/redis';

export const dynamic = 'force-dynamic';

/** How long each database check may take: a load balancer's probe must get its answer well within its own limit. */
const DATABASE_CHECK_MS = 2000;

/**
 * 200 while the database answers (load balancers and the test harness wait on this); 503 without it. Redis down
 * is `status: "degraded"` and still 200: the shop keeps selling without it (rate limits in the database, caches
 * in memory), and one shared Redis going away must not take every instance out of rotation at once. The database
 * is asked outside the pool's queue (lib/db/client.ts, checkDatabase), so health answers while every pooled
 * connection is taken: then `status: "degraded"` with `pool: "busy"` (the database is there, the shop is slow).
 */
export const GET = endpoint({}, async () => {
  try {
    const database = await checkDatabase(DATABASE_CHECK_MS);
    if (database.up) {
      const redis = await checkRedis();
      const busy = database.pool === 'busy';
      const status = redis === 'down' || busy ? 'degraded' : 'ok';
      return json({ ok: true, status, database: database.kind, redis, ...(busy ? { pool: 'busy' } : {}) });
    }
  } catch (error) {
    console.error('[health]', error);
  }
  return json({ ok: false }, { status: 503 });
});
