import type { ImportPhotosResponse } from '@/lib/api/admin/catalog-import';
import { getDb } from '@/lib/db/client';
import { importPhotos } from '@/lib/server/admin/catalog/product-images';
import { readFiles } from '@/lib/server/http/multipart';
import { json } from '@/lib/server/http/respond';
import { MAX_PHOTO_BYTES } from '@/lib/server/media/uploads';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';
export const maxDuration = 300;

const LIMITS = { maxTotalBytes: 500 * 1024 * 1024, maxFileBytes: MAX_PHOTO_BYTES };

/** Many files named `{article}.jpg`, `{article}-2.jpg`…; `?replace=1` replaces the products' pictures. */
export const POST = adminRoute('products', async ({ request, actor }) => {
  const replace = new URL(request.url).searchParams.get('replace') === '1';
  const files = await readFiles(request, LIMITS);
  const uploaded = await Promise.all(
    files.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })),
  );
  const result = await importPhotos(await getDb(), actor, uploaded, { replace });
  return json<ImportPhotosResponse>({ success: true, ...result });
});
