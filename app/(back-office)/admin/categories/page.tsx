import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { CategoryForm, DeleteCategoryButton } from '@/components/admin/catalog/category-form';
import { DataTable } from '@/components/admin/ui/data-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import Link from '@/components/ui/link';
import type { AdminCategory } from '@/lib/api/admin/catalog';
import { categoryPath } from '@/lib/catalog/paths';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/admin/catalog/categories';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Категории' };

/** How deep each category sits in the tree (0 for the top level). */
function depths(categories: AdminCategory[]): Map<number, number> {
  const parent = new Map(categories.map((c) => [c.id, c.parent_id]));
  const depth = new Map<number, number>();
  for (const c of categories) {
    let d = 0;
    for (let p = c.parent_id; p !== null && d < 20; p = parent.get(p) ?? null) d++;
    depth.set(c.id, d);
  }
  return depth;
}

/** The category tree in menu order; edit, delete (only empty ones), add. */
export default async function AdminCategoriesPage() {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const categories = await listCategories(await getDb());
  const depth = depths(categories);
  return (
    <>
      <PageHeader title="Категории" description="Порядок — как в меню магазина; подкатегории под своими разделами." />
      <DataTable<AdminCategory>
        caption="Категории"
        empty={<EmptyState title="Категорий пока нет">Создайте первую ниже или загрузите товары из CSV.</EmptyState>}
        rows={categories}
        rowKey={(c) => c.id}
        columns={[
          {
            label: 'Категория',
            cell: (c) => (
              <span style={{ paddingLeft: `${(depth.get(c.id) ?? 0) * 1.5}em` }}>
                {(depth.get(c.id) ?? 0) > 0 && '↳ '}
                <a href={categoryPath(c.alias)} target="_blank" rel="noreferrer">
                  {c.name}
                </a>
              </span>
            ),
          },
          { label: 'Адрес', cell: (c) => <code>{c.slug}</code> },
          { label: 'Порядок', cell: (c) => c.sort, numeric: true },
          {
            label: 'Товаров',
            numeric: true,
            cell: (c) => <Link href={`/admin/products?category=${c.id}`}>{c.products}</Link>,
          },
          {
            label: 'Действия',
            cell: (c) => (
              <>
                <details>
                  <summary>Изменить</summary>
                  <CategoryForm category={c} categories={categories} />
                </details>
                <DeleteCategoryButton category={c} />
              </>
            ),
          },
        ]}
      />
      <Panel title="Новая категория">
        <CategoryForm categories={categories} />
      </Panel>
    </>
  );
}
