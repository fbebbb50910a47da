// The one wrapper of every /api/admin/** handler: the shop's endpoint policy (errors as `{success:false, error}`,
// the same-origin check on every state change, a rate limit), then the staff check for the handler's area, and
// headers that keep answers out of every cache and search engine. A handler cannot forget any of them.
import { z } from 'zod';
import { PRIVATE_NO_STORE } from '@/lib/cache/policy';
import { endpoint } from '@/lib/server/http/endpoint';
import { LIMITS } from '@/lib/server/rate-limit';
import type { Actor } from './audit';
import { requireStaff, requireStaffBeforePasswordChange, requireStaffBeforeSecondFactor, type Staff } from './guard';
import type { StaffArea } from './permissions';

/** Back-office answers are personal and never indexed. */
export const ADMIN_HEADERS = { 'Cache-Control': PRIVATE_NO_STORE, 'X-Robots-Tag': 'noindex, nofollow' } as const;

export type AdminContext<P> = { request: Request; params: P; staff: Staff; actor: Actor };

type RouteContext<P> = { params: Promise<P> };

/** The route's segments as Next hands them over; each handler validates what it uses. */
const segments = z.record(z.string(), z.union([z.string(), z.array(z.string())])).default({});

export type AdminRouteOptions = {
  /** The second factor's own endpoints: reachable by staff whose session has not passed it yet. */
  beforeSecondFactor?: boolean;
  /** Changing one's own password: reachable by staff who signed in with a temporary password. */
  beforePasswordChange?: boolean;
};

export function adminRoute<P = Record<string, never>>(
  area: StaffArea,
  handler: (context: AdminContext<P>) => Promise<Response>,
  options: AdminRouteOptions = {},
) {
  const handle = endpoint({ rateLimit: LIMITS.admin, params: segments }, async ({ request, params, address }) => {
    const staff = options.beforeSecondFactor
      ? await requireStaffBeforeSecondFactor(area)
      : options.beforePasswordChange
        ? await requireStaffBeforePasswordChange(area)
        : await requireStaff(area, { method: request.method, path: new URL(request.url).pathname, address });
    return handler({ request, params: params as P, staff, actor: { id: staff.id, email: staff.email, address } });
  });
  // Refusals and errors get the same headers as answers.
  return async (request: Request, context: RouteContext<P>): Promise<Response> => {
    const response = await handle(request, context as unknown as Parameters<typeof handle>[1]);
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) response.headers.set(name, value);
    return response;
  };
}
