import type { AnalyticsConfigResponse } from '@/lib/api/analytics';
import { metrikaCounterId } from '@/lib/server/analytics/metrika';
import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';

// Read at request time: the counter id is the running server's, not the build's.
export const dynamic = 'force-dynamic';

/**
 * Яндекс Метрика's counter id, or null: the storefront asks this when the browser is idle and shows the cookie
 * banner (then loads Метрика after «Принять») only when there is one. The same for every visitor; nothing personal.
 */
export const GET = endpoint({ cache: 'analyticsConfig' }, async () =>
  json<AnalyticsConfigResponse>({ success: true, metrika_id: metrikaCounterId() }),
);
