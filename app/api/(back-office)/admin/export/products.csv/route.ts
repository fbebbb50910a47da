import { getDb } from '@/lib/db/client';
import { exportProductsCsv } from '@/lib/server/admin/catalog-import/export-products';
import { adminRoute } from '@/lib/server/staff/admin-route';

export const dynamic = 'force-dynamic';

/** Every product, hidden ones too, as the import reads them (UTF-8 with BOM, `;`: Excel opens it as is). */
export const GET = adminRoute('products', async () => {
  const body = await exportProductsCsv(await getDb());
  const day = new Date().toISOString().slice(0, 10);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="products-${day}.csv"`,
    },
  });
});
