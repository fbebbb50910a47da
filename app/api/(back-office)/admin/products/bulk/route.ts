import { bulkProductRequest, type BulkProductResponse } from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { bulkChangeProducts } from '@/lib/server/admin/catalog/product-bulk';
import { readJson } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** {action: hide | show | move {category_id} | price_percent {percent}, ids}: all or nothing. */
export const POST = adminRoute('products', async ({ request, actor }) => {
  const input = await readJson(request, bulkProductRequest);
  return json<BulkProductResponse>({ success: true, changed: await bulkChangeProducts(await getDb(), actor, input) });
});
