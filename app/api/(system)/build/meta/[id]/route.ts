import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { failure, json } from '@/lib/server/http/respond';
import { CURRENT_BUILD } from '@/lib/shell/build';
import type { BuildMeta } from '@/lib/shell/build-meta';
import { ROUTE_RULES } from '@/lib/shell/route-rules';

export const dynamic = 'force-dynamic';

/** One build's build-meta file (docs/PRODUCT.md#build-files): its route rules. Immutable per build id: cached for good. */
export const GET = endpoint({ params: z.object({ id: z.string() }), cache: 'buildMeta' }, async ({ params: { id } }) => {
  if (id !== CURRENT_BUILD.id) return failure(404, 'Сборка не найдена');
  return json<BuildMeta>({ ...CURRENT_BUILD, routeRules: ROUTE_RULES });
});
