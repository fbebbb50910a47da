// The header line: which of the file's columns is which product field. Names are matched without regard to case,
// spaces, `ё` or `_`; a column the import does not know is left alone (exports of warehouse programs carry many).
import { CSV_COLUMNS, type CsvColumn } from '@/lib/api/admin/catalog-import';

/** A product's values as a CSV line carries them: the export writes and the import reads the same ones. */
export type CsvProductValues = {
  name: string;
  price: number;
  old_price: number | null;
  stock: number;
  brand: string;
  age_from: number;
  description: string;
};

export type ColumnMap = { index: Partial<Record<CsvColumn, number>>; names: string[]; ignored: string[] };

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[_\s]+/g, ' ')
    .trim();

const BY_NAME = new Map<string, CsvColumn>(
  (Object.entries(CSV_COLUMNS) as [CsvColumn, readonly string[]][]).flatMap(([column, names]) =>
    names.map((n) => [key(n), column] as const),
  ),
);

export function mapColumns(header: string[]): { map: ColumnMap; errors: { column: string; message: string }[] } {
  const index: ColumnMap['index'] = {};
  const ignored: string[] = [];
  const errors: { column: string; message: string }[] = [];
  header.forEach((name, i) => {
    const column = BY_NAME.get(key(name));
    if (!column) {
      if (name.trim()) ignored.push(name.trim());
      return;
    }
    if (index[column] !== undefined) errors.push({ column: name, message: 'столбец повторяется' });
    else index[column] = i;
  });
  if (index.article === undefined)
    errors.push({ column: 'article', message: 'нет столбца «Артикул» (article): по нему товары находятся' });
  return { map: { index, names: header.map((n) => n.trim()), ignored }, errors };
}
