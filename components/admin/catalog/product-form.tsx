'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  ActionMessages,
  AdminSelectField,
  AdminTextareaField,
  AdminTextField,
  NamedOptions,
  SubmitRow,
} from '@/components/admin/ui/form';
import { numberOrNull, withFormData } from '@/components/admin/ui/form-values';
import { SlugField, useSlug } from '@/components/admin/ui/slug-field';
import type { AdminCategory, AdminProduct, AdminProductResponse } from '@/lib/api/admin/catalog';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { type Spec, SpecsEditor } from './product-specs';
import styles from './catalog.module.css';

type Errors = Record<string, string>;
type Existing = { product?: AdminProduct };

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
export function ProductForm({ product, categories }: Existing & { categories: AdminCategory[] }) {
  const router = useRouter();
  const { busy, errors, message, done, perform } = useAdminAction();
  const [name, setName] = useState(product?.name ?? '');
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
      <AdminTextField
        label="Название"
        name="name"
        required
        value={name}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          slug.followName(e.target.value);
        }}
      />
      <SlugField label="Адрес страницы (slug)" page="product" state={slug} error={errors.slug} />
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

/** The main category (its breadcrumbs and address) and the others the product is also listed in. */
function CategoryFields({ product, categories, errors }: Existing & { categories: AdminCategory[]; errors: Errors }) {
  return (
    <>
      <AdminSelectField
        label="Основная категория"
        name="category_id"
        defaultValue={product?.category_id ?? categories[0]?.id}
        error={errors.category_id}
      >
        <NamedOptions items={categories} />
      </AdminSelectField>
      <fieldset>
        <legend>Дополнительные категории</legend>
        {categories.map((c) => (
          <label key={c.id} style={{ display: 'inline-flex', gap: 6, marginRight: 16 }}>
            <input
              type="checkbox"
              name="category_ids"
              value={c.id}
              defaultChecked={product?.category_ids.includes(c.id) && c.id !== product.category_id}
            />
            {c.name}
          </label>
        ))}
        {errors.category_ids && <p className={styles.cellError}>{errors.category_ids}</p>}
      </fieldset>
    </>
  );
}

function PriceAndStockFields({ product, errors }: Existing & { errors: Errors }) {
  return (
    <>
      <AdminTextField
        label="Цена, ₽"
        name="price"
        type="number"
        min={1}
        required
        defaultValue={product?.price}
        error={errors.price}
      />
      <AdminTextField
        label="Старая цена, ₽"
        name="old_price"
        type="number"
        min={1}
        defaultValue={product?.old_price ?? ''}
        error={errors.old_price}
        hint="Только для скидки: больше цены. Пусто — без скидки"
      />
      <AdminTextField
        label="Остаток, шт."
        name="stock"
        type="number"
        min={0}
        defaultValue={product?.stock ?? 0}
        error={errors.stock}
      />
    </>
  );
}

const MARKS = [
  ['is_new', 'Новинка'],
  ['is_hit', 'Хит'],
  ['is_special', 'Спецпредложение'],
  ['hidden', 'Скрыт с сайта'],
] as const;

/** The badges on the product's card, and whether the shop shows it at all. */
function MarkFields({ product }: Existing) {
  return (
    <fieldset>
      <legend>Отметки</legend>
      {MARKS.map(([name, label], i) => (
        <label key={name} style={i < MARKS.length - 1 ? { marginRight: 16 } : undefined}>
          <input type="checkbox" name={name} defaultChecked={product?.[name]} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
