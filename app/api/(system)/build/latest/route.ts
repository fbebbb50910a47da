import { endpoint } from '@/lib/server/http/endpoint';
import { json } from '@/lib/server/http/respond';
import { CURRENT_BUILD, type BuildMarker } from '@/lib/shell/build';

export const dynamic = 'force-dynamic';

/** The latest-build marker (docs/PRODUCT.md#build-files): polled by open tabs to notice a new deploy. Never cached. */
export const GET = endpoint({ cache: 'buildMarker' }, async () => json<BuildMarker>(CURRENT_BUILD));
