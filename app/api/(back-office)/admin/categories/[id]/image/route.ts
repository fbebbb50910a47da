import { getDb } from '@/lib/db/client';
import { setCategoryImage } from '@/lib/server/admin/catalog/product-images';
import { idParam } from '@/lib/server/admin/id-param';
import { readFiles } from '@/lib/server/http/multipart';
import { json } from '@/lib/server/http/respond';
import { MAX_PHOTO_BYTES } from '@/lib/server/media/uploads';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

const LIMITS = { maxTotalBytes: MAX_PHOTO_BYTES + 64 * 1024, maxFileBytes: MAX_PHOTO_BYTES };

/** multipart `file`: png, jpg or svg (an svg with scripts or external links is refused). */
export const POST = adminRoute<{ id: string }>('products', async ({ request, params, actor }) => {
  const id = idParam(params.id);
  const [file] = await readFiles(request, LIMITS, 'file');
  const image = await setCategoryImage(await getDb(), actor, id, {
    name: file.name,
    bytes: Buffer.from(await file.arrayBuffer()),
  });
  return json({ success: true, category: { id, image } });
});
