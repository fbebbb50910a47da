import type { ProductImagesResponse } from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { addProductImages, MAX_PRODUCT_IMAGES } from '@/lib/server/admin/catalog/product-images';
import { idParam } from '@/lib/server/admin/id-param';
import { readFiles } from '@/lib/server/http/multipart';
import { json } from '@/lib/server/http/respond';
import { MAX_PHOTO_BYTES } from '@/lib/server/media/uploads';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

const LIMITS = { maxTotalBytes: MAX_PRODUCT_IMAGES * MAX_PHOTO_BYTES, maxFileBytes: MAX_PHOTO_BYTES };

/** multipart `file` (repeatable): JPEG, PNG or WebP up to 10 MB each, appended in the order sent. */
export const POST = adminRoute<{ id: string }>('products', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const files = await readFiles(request, LIMITS, 'file');
  const uploaded = await Promise.all(
    files.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })),
  );
  const images = await addProductImages(await getDb(), actor, id, uploaded);
  return json<ProductImagesResponse>({ success: true, images });
});
