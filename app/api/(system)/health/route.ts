import { openDatabase, ping } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

/** 200 only when the database answers (load balancers and the test harness wait on this). */
export const GET = endpoint({}, async () => {
  try {
    const { kind } = await openDatabase();
    if (await ping()) return json({ ok: true, database: kind });
  } catch (error) {
    console.error('[health]', error);
  }
  return json({ ok: false }, { status: 503 });
});
