// CSRF guard for state-changing requests. Browsers send `Origin` on cross-site POST/PUT/DELETE; a request
// whose Origin is not the shop itself is refused. Requests without Origin (curl, server-to-server, old
// same-origin GETs) pass: the SameSite=Lax session cookie already stays home on cross-site subrequests.
import { serverEnv } from '@/lib/server/env';
import { viaTrustedProxy } from './client-address';
import { HttpError } from './errors';

export const FOREIGN_ORIGIN = 'Запрос с другого сайта отклонён';

export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin === null) {
    if (request.headers.get('sec-fetch-site') === 'cross-site') throw new HttpError(403, FOREIGN_ORIGIN);
    return;
  }
  if (!isOwnOrigin(origin, request)) throw new HttpError(403, FOREIGN_ORIGIN);
}

function isOwnOrigin(origin: string, request: Request): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, file:) and garbage
  }
  const env = serverEnv();
  if (host === new URL(env.SITE_URL).host.toLowerCase()) return true;
  const forwarded = viaTrustedProxy(request.headers)
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : null;
  const own = (forwarded || request.headers.get('host') || '').toLowerCase();
  return own !== '' && host === own;
}
