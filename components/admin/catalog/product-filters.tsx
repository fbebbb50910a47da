import { FilterBar, FilterSearch } from '@/components/admin/ui/filter-bar';
import { AdminSelectField, NamedOptions } from '@/components/admin/ui/form';
import type { AdminCategory, ProductListQuery } from '@/lib/api/admin/catalog';

/** The product list's filters: a GET form, so the address keeps them. */
export function ProductFilters({
  query,
  categories,
}: {
  query: Partial<ProductListQuery>;
  categories: AdminCategory[];
}) {
  return (
    <FilterBar action="/admin/products" resetHref="/admin/products">
      <FilterSearch value={query.q} placeholder="Название или артикул" />
      <AdminSelectField label="Категория" name="category" defaultValue={query.category ? String(query.category) : ''}>
        <option value="">Все</option>
        <NamedOptions items={categories} />
      </AdminSelectField>
      <AdminSelectField label="Остаток" name="stock" defaultValue={query.stock ?? ''}>
        <option value="">Любой</option>
        <option value="in_stock">В наличии</option>
        <option value="low">Заканчивается</option>
        <option value="out_of_stock">Нет в наличии</option>
      </AdminSelectField>
      <AdminSelectField label="Видимость" name="hidden" defaultValue={query.hidden ?? ''}>
        <option value="">Все</option>
        <option value="0">На сайте</option>
        <option value="1">Скрытые</option>
      </AdminSelectField>
      <AdminSelectField label="Фото" name="no_photo" defaultValue={query.no_photo ?? ''}>
        <option value="">Все</option>
        <option value="1">Без фото</option>
      </AdminSelectField>
    </FilterBar>
  );
}
