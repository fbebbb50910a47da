'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ActionMessages, AdminTextareaField, AdminTextField, SubmitRow } from '@/components/admin/ui/form';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { NameAndSlugFields, useSlug } from '@/components/admin/ui/slug-field';
import type { AdminCategory, AdminProduct, AdminProductResponse } from '@/lib/api/admin/catalog';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { CategoryFields, MarkFields, PriceAndStockFields } from './product-fields';
import { type Spec, SpecsEditor } from './product-specs';

/** The request body from the form's fields, the slug and the characteristics (empty rows dropped). */
function productBody(data: FormData, slug: string, specs: Spec[]) {
  const text = (name: string) => String(data.get(name) ?? '');
  const checked = (name: string) => data.get(name) === 'on';
  return {
    name: text('name'),
    slug: slug || undefined,
    article: text('article').trim() || undefined,
    category_id: Number(data.get('category_id')),
    category_ids: data.getAll('category_ids').map(Number),
    brand: text('brand'),
    age_from: numberOrNull(data.get('age_from')) ?? 0,
    price: numberOrNull(data.get('price')),
    old_price: numberOrNull(data.get('old_price')),
    stock: numberOrNull(data.get('stock')) ?? 0,
    is_new: checked('is_new'),
    is_hit: checked('is_hit'),
    is_special: checked('is_special'),
    hidden: checked('hidden'),
    description: text('description'),
    specs: specs.filter((s) => s.name.trim() || s.value.trim()),
  };
}

/** Creates a product or edits one (`product` given). Photos are managed beside it once the product exists. */
export function ProductForm({ product, categories }: { product?: AdminProduct; categories: AdminCategory[] }) {
  const router = useRouter();
  const { busy, errors, message, done, perform } = useAdminAction();
  const slug = useSlug(product?.slug);
  const [specs, setSpecs] = useState<Spec[]>(product?.specs ?? []);

  const save = withFormData((data) =>
    perform(async () => {
      const body = productBody(data, slug.slug, specs);
      if (product) {
        await adminRequest(`/api/admin/products/${product.id}`, 'PATCH', body);
        return 'Сохранено';
      }
      const created = await adminRequest<AdminProductResponse>('/api/admin/products', 'POST', body);
      router.push(`/admin/products/${created.product.id}`);
      return 'Товар создан';
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      <ActionMessages done={done} message={message} />
      <NameAndSlugFields
        name={product?.name}
        slugLabel="Адрес страницы (slug)"
        page="product"
        slug={slug}
        errors={errors}
      />
      <AdminTextField
        label="Артикул"
        name="article"
        defaultValue={product?.article ?? ''}
        error={errors.article}
        hint={product ? undefined : 'Пусто — присвоится автоматически'}
      />
      <CategoryFields product={product} categories={categories} errors={errors} />
      <AdminTextField label="Бренд" name="brand" defaultValue={product?.brand ?? ''} error={errors.brand} />
      <AdminTextField
        label="Возраст от, лет"
        name="age_from"
        type="number"
        min={0}
        max={18}
        defaultValue={product?.age_from ?? 0}
        error={errors.age_from}
      />
      <PriceAndStockFields product={product} errors={errors} />
      <MarkFields product={product} />
      <AdminTextareaField
        label="Описание"
        name="description"
        rows={6}
        defaultValue={product?.description ?? ''}
        error={errors.description}
      />
      <SpecsEditor specs={specs} onChange={setSpecs} errors={errors} />
      <SubmitRow busy={busy}>{product ? 'Сохранить' : 'Создать товар'}</SubmitRow>
    </form>
  );
}
