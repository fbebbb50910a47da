import type { Metadata } from 'next';
import { StaffDoor } from '@/components/admin/door/staff-door';
import { ProductForm } from '@/components/admin/catalog/product-form';
import { ProductPhotos } from '@/components/admin/catalog/product-photos';
import { EmptyState } from '@/components/admin/ui/empty-state';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Panel } from '@/components/admin/ui/panel';
import { productPath } from '@/lib/catalog/paths';
import { getDb } from '@/lib/db/client';
import { listCategories } from '@/lib/server/admin/catalog/categories';
import { getProduct } from '@/lib/server/admin/catalog/products';
import { HttpError } from '@/lib/server/http/errors';
import { checkStaff } from '@/lib/server/staff/guard';

export const metadata: Metadata = { title: 'Товар' };

export default async function EditProductPage({ params }: { params: Promise<{ id: string }> }) {
  const access = await checkStaff('products');
  if ('refusal' in access) return <StaffDoor refusal={access.refusal} />;
  const { id } = await params;
  const db = await getDb();
  const product = /^\d{1,9}$/.test(id)
    ? await getProduct(db, Number(id)).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      })
    : null;
  if (!product) return <EmptyState title="Такого товара нет" />;
  const categories = await listCategories(db);
  return (
    <>
      <PageHeader
        title={product.name}
        description={`Артикул ${product.article}${product.orders ? ` · заказов: ${product.orders}` : ''}`}
        actions={
          <a href={productPath(product.alias)} target="_blank" rel="noreferrer">
            Открыть на сайте
          </a>
        }
      />
      <Panel title="Фотографии">
        <ProductPhotos productId={product.id} images={product.images} />
      </Panel>
      <Panel title="Товар">
        <ProductForm product={product} categories={categories} />
      </Panel>
    </>
  );
}
