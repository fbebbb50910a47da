import type { ImportProductsResponse } from '@/lib/api/admin/catalog-import';
import { getDb } from '@/lib/db/client';
import { importProducts } from '@/lib/server/admin/catalog-import/import-products';
import { readFiles } from '@/lib/server/http/multipart';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';
// 10 000 lines take seconds; the default limit of some hosts is shorter.
export const maxDuration = 120;

const LIMITS = { maxTotalBytes: 21 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 };

/** multipart `file` (CSV), `?dry_run=1` checks only. Any line error: 400 with every error, nothing written. */
export const POST = adminRoute('products', async ({ request, actor }) => {
  const dryRun = new URL(request.url).searchParams.get('dry_run') === '1';
  const [file] = await readFiles(request, LIMITS, 'file');
  const result = await importProducts(await getDb(), actor, new Uint8Array(await file.arrayBuffer()), { dryRun });
  return json<ImportProductsResponse>(result, { status: result.success ? 200 : 400 });
});
