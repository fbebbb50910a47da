import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { ProductFilters } from '@/components/admin/catalog/product-filters';
import { ProductTable } from '@/components/admin/catalog/product-table';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { FormMessage } from '@/components/admin/ui/form';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pager } from '@/components/admin/ui/pager';
import Link from '@/components/ui/link';
import { productListQuery } from '@/lib/api/admin/catalog';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/admin/catalog/categories';
import { listProducts, PRODUCTS_PAGE_SIZE } from '@/lib/server/admin/catalog/products';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Товары' };

export default async function AdminProductsPage({ searchParams }: PageProps<'/admin/products'>) {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = productListQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : productListQuery.parse({});
  const db = await getDb();
  const [{ products, total, page }, categories] = await Promise.all([listProducts(db, query), listCategories(db)]);
  const kept = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));
  return (
    <>
      <PageHeader
        title="Товары"
        description={`Найдено: ${total}`}
        actions={
          <>
            <Link href="/admin/products/new">Добавить товар</Link>
            <Link href="/admin/import">Импорт</Link>
            <a href="/api/admin/export/products.csv" download>
              Экспорт CSV
            </a>
          </>
        }
      />
      <ProductFilters query={query} categories={categories} />
      {!parsed.success && <FormMessage>Некоторые фильтры заданы неверно — показаны все товары.</FormMessage>}
      {products.length ? (
        <ProductTable products={products} categories={categories} />
      ) : (
        <EmptyState title="Товаров не найдено">
          Измените фильтры, добавьте товар или загрузите каталог из CSV.
        </EmptyState>
      )}
      <Pager path="/admin/products" query={kept} page={page} total={total} pageSize={PRODUCTS_PAGE_SIZE} />
    </>
  );
}
