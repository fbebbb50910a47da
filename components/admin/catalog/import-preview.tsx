import { DataTable } from '@/components/admin/ui/data-table';
import { FormMessage } from '@/components/admin/ui/form';
import type { ImportLineError, ImportProductsResponse } from '@/lib/api/admin/catalog-import';

/** What an import check found (or an import did): the counts, new categories, ignored columns and line errors. */
export function ImportPreview({ result }: { result: ImportProductsResponse }) {
  const counts = `создано товаров: ${result.created}, обновлено: ${result.updated}, без изменений: ${result.unchanged}`;
  return (
    <div>
      {result.success ? (
        <FormMessage tone="success">
          {result.dry_run ? `Файл проверен, ошибок нет. После импорта будет ${counts}.` : `Импорт завершён: ${counts}.`}
        </FormMessage>
      ) : (
        <FormMessage>{result.error}</FormMessage>
      )}
      <ul aria-label="Итог проверки">
        <li>Новых товаров: {result.created}</li>
        <li>Изменится товаров: {result.updated}</li>
        <li>Без изменений: {result.unchanged}</li>
        {result.new_categories.length > 0 && <li>Новые категории: {result.new_categories.join(', ')}</li>}
        {result.ignored_columns.length > 0 && (
          <li>Столбцы, которые не загружаются: {result.ignored_columns.join(', ')}</li>
        )}
      </ul>
      {result.errors.length > 0 && (
        <DataTable<ImportLineError>
          caption="Ошибки в файле"
          rows={result.errors}
          rowKey={(e) => `${e.line}-${e.column}-${e.message}`}
          columns={[
            { label: 'Строка', cell: (e) => e.line, numeric: true },
            { label: 'Столбец', cell: (e) => e.column },
            { label: 'Ошибка', cell: (e) => e.message },
          ]}
        />
      )}
    </div>
  );
}
