import { serverEnv } from '@/lib/server/env';

/**
 * Яндекс Метрика's counter id for this deployment (README, NEXT_PUBLIC_YANDEX_METRIKA_ID), or null when unset:
 * then nothing of Метрика is served, allowed by the CSP or loaded. Operators set the NEXT_PUBLIC_ name, but the
 * shop reads it on the server at run time and hands it to the browser through GET /api/analytics/config: a
 * build-time value would leave a build made without the id (the tests' shared one, an image built once for
 * several shops) unable to turn it on, and the cached pages carry nothing of it either way.
 */
export function metrikaCounterId(): string | null {
  return serverEnv().NEXT_PUBLIC_YANDEX_METRIKA_ID ?? null;
}
