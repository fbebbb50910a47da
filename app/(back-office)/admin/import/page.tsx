import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { CsvImport, PhotosImport } from '@/components/admin/catalog/catalog-import';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { CSV_COLUMNS, EXPORT_HEADERS, type CsvColumn } from '@/lib/api/admin/catalog-import';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Импорт товаров' };

const COLUMN_NOTES: Record<CsvColumn, string> = {
  article: 'обязательно: по артикулу товар находится при повторной загрузке',
  name: 'обязательно для нового товара',
  category: 'адрес (kukly) или название; новая категория будет создана',
  price: 'целые рубли: 1990 или 1 990',
  old_price: 'цена до скидки, больше цены; пусто — без скидки',
  stock: 'штук на складе; пусто — 0',
  brand: '',
  age_from: 'лет: 3 или 3+',
  description: '',
  hidden: 'да/нет, 1/0; пусто — нет',
};

export default async function ImportPage() {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  return (
    <>
      <PageHeader
        title="Импорт товаров"
        description="CSV из Excel или складской программы: UTF-8 или Windows-1251, разделитель «;» или «,»."
        actions={
          <a href="/api/admin/export/products.csv" download>
            Скачать все товары (CSV)
          </a>
        }
      />
      <Panel title="Товары из CSV">
        <p>
          Сначала файл проверяется: покажем, что будет создано и изменено, и все ошибки по строкам. Если есть хоть одна
          ошибка, ничего не записывается.
        </p>
        <CsvImport />
        <details>
          <summary>Какие столбцы нужны</summary>
          <ul>
            {(Object.keys(CSV_COLUMNS) as CsvColumn[]).map((column) => (
              <li key={column}>
                «{EXPORT_HEADERS[column]}» или «{column}»{COLUMN_NOTES[column] && ` — ${COLUMN_NOTES[column]}`}
              </li>
            ))}
          </ul>
          <p>Пример строки:</p>
          <pre>
            Артикул;Название;Категория;Цена;Старая цена;Остаток;Бренд{'\n'}AN-101;Кукла Анна;kukly;1 990;2 490;7;Весна
          </pre>
        </details>
      </Panel>
      <Panel title="Фотографии по артикулам">
        <p>
          Имена файлов — артикул товара: <code>AN-101.jpg</code> станет обложкой, <code>AN-101-2.jpg</code> — вторым
          фото и так далее. Файлы с неизвестными артикулами будут перечислены.
        </p>
        <PhotosImport />
      </Panel>
    </>
  );
}
