// Back office: the products CSV, both ways. `POST /api/admin/import/products` (multipart `file`, `?dry_run=1`)
// and `GET /api/admin/export/products.csv` speak the same columns, so an export imported again changes nothing.

/** The columns, by API name, with the header names the import recognises (case, spaces, ё and `_` aside). */
export const CSV_COLUMNS = {
  article: ['article', 'артикул', 'sku', 'код'],
  name: ['name', 'название', 'наименование', 'товар'],
  category: ['category', 'категория', 'раздел'],
  price: ['price', 'цена'],
  old_price: ['old_price', 'старая цена', 'цена до скидки'],
  stock: ['stock', 'остаток', 'количество', 'наличие'],
  brand: ['brand', 'бренд', 'производитель', 'марка'],
  age_from: ['age_from', 'возраст', 'возраст от'],
  description: ['description', 'описание'],
  hidden: ['hidden', 'скрыт', 'скрыто', 'скрытый'],
} as const;

export type CsvColumn = keyof typeof CSV_COLUMNS;

/** The header the export writes for each column (the first Russian name). */
export const EXPORT_HEADERS: Record<CsvColumn, string> = {
  article: 'Артикул',
  name: 'Название',
  category: 'Категория',
  price: 'Цена',
  old_price: 'Старая цена',
  stock: 'Остаток',
  brand: 'Бренд',
  age_from: 'Возраст от',
  description: 'Описание',
  hidden: 'Скрыт',
};

/** A line the import cannot take: its number in the file (1 = the header), the column as the file names it. */
export type ImportLineError = { line: number; column: string; message: string };

export type ImportProductsResponse = {
  success: boolean;
  /** Present when success is false. */
  error?: string;
  dry_run: boolean;
  created: number;
  updated: number;
  unchanged: number;
  /** Categories named in the file that did not exist: created with it. */
  new_categories: string[];
  /** Columns of the file the import does not know: left alone. */
  ignored_columns: string[];
  errors: ImportLineError[];
};

export type ImportPhotosResponse = {
  success: true;
  attached: number;
  products: number;
  unknown: string[];
  errors: { file: string; message: string }[];
};
