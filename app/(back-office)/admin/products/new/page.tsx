import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { ProductForm } from '@/components/admin/catalog/product-form';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import Link from '@/components/ui/link';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/admin/catalog/categories';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Новый товар' };

export default async function NewProductPage() {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const categories = await listCategories(await getDb());
  return (
    <>
      <PageHeader title="Новый товар" description="Фотографии добавляются после сохранения." />
      {categories.length ? (
        <Panel>
          <ProductForm categories={categories} />
        </Panel>
      ) : (
        <EmptyState title="Сначала создайте категорию">
          <Link href="/admin/categories">Категории</Link>
        </EmptyState>
      )}
    </>
  );
}
