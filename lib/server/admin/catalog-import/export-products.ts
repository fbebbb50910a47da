// The products CSV for Excel: UTF-8 with a BOM, `;` between cells, CRLF, the import's own columns (Russian
// headers it recognises), categories by slug — so the file imported again changes nothing. Text that a
// spreadsheet would run as a formula is written as text (./formula-guard.ts).
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { EXPORT_HEADERS, type CsvColumn } from '@/lib/api/admin/catalog-import';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import type { CsvProductValues } from './columns';
import { guardFormula } from './formula-guard';

type Row = CsvProductValues & { article: string; category: string; is_active: boolean };

const COLUMNS = Object.keys(EXPORT_HEADERS) as CsvColumn[];

export async function exportProductsCsv(db: DbOrTx): Promise<Buffer> {
  const rows = await queryRows<Row>(
    db,
    sql`select p.article, p.name, substr(c.alias, 2) as category, p.price, p.old_price, p.stock, p.brand,
          p.age_from, p.description, p.is_active
        from products p join categories c on c.id = p.category_id order by p.id`,
  );
  const cells = (r: Row): Record<CsvColumn, string> => ({
    article: guardFormula(r.article),
    name: guardFormula(r.name),
    category: r.category,
    price: String(r.price),
    old_price: r.old_price === null ? '' : String(r.old_price),
    stock: String(r.stock),
    brand: guardFormula(r.brand),
    age_from: String(r.age_from),
    description: guardFormula(r.description),
    hidden: r.is_active ? 'нет' : 'да',
  });
  const text = stringify([COLUMNS.map((c) => EXPORT_HEADERS[c]), ...rows.map((r) => COLUMNS.map((c) => cells(r)[c]))], {
    delimiter: ';',
    record_delimiter: 'windows',
  });
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
}
