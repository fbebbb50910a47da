// The one wrapper of every /api/admin/** handler: errors as `{success:false, error}`, a rate limit, the same-origin
// check on every state change, the staff check for the handler's area, and headers that keep answers out of every
// cache and search engine. A handler cannot forget any of them.
import { clientAddress } from '@/lib/server/http/client-address';
import { assertSameOrigin } from '@/lib/server/http/origin-check';
import { route } from '@/lib/server/http/respond';
import { enforceRateLimit, LIMITS } from '@/lib/server/rate-limit';
import type { Actor } from './audit';
import { requireStaff, requireStaffBeforeSecondFactor, type Staff } from './guard';
import type { StaffArea } from './permissions';

/** Back-office answers are personal and never indexed. */
export const ADMIN_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

export type AdminContext<P> = { request: Request; params: P; staff: Staff; actor: Actor };

type RouteContext<P> = { params: Promise<P> };

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export type AdminRouteOptions = {
  /** The second factor's own endpoints: reachable by staff whose session has not passed it yet. */
  beforeSecondFactor?: boolean;
};

export function adminRoute<P = Record<string, never>>(
  area: StaffArea,
  handler: (context: AdminContext<P>) => Promise<Response>,
  options: AdminRouteOptions = {},
) {
  const handle = route<RouteContext<P>>(async (request, context) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    const address = clientAddress(request);
    await enforceRateLimit(LIMITS.admin, address);
    const staff = options.beforeSecondFactor ? await requireStaffBeforeSecondFactor(area) : await requireStaff(area);
    const params = (await context?.params) ?? ({} as P);
    return handler({ request, params, staff, actor: { id: staff.id, email: staff.email, address } });
  });
  // Refusals and errors get the same headers as answers.
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    const response = await handle(request, context);
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
    return response;
  };
}
