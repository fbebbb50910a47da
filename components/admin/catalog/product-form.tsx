'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import {
  AdminButton,
  AdminSelectField,
  AdminTextareaField,
  AdminTextField,
  ButtonRow,
  FormMessage,
} from '@/components/admin/ui/form';
import type { AdminCategory, AdminProduct, AdminProductResponse } from '@/lib/api/admin/catalog';
import { adminRequest } from '@/lib/client/admin-request';
import { numberOrNull } from '@/components/admin/ui/form-values';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { slugify } from '@/lib/search/translit';
import styles from './catalog.module.css';

type Spec = { name: string; value: string };

/** Creates a product or edits one (`product` given). Photos are managed beside it once the product exists. */
export function ProductForm({ product, categories }: { product?: AdminProduct; categories: AdminCategory[] }) {
  const router = useRouter();
  const { busy, errors, message, done, perform } = useAdminAction();
  const [name, setName] = useState(product?.name ?? '');
  // The slug follows the name until the operator edits it (an existing product keeps its address).
  const [slug, setSlug] = useState(product?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(product));
  const [specs, setSpecs] = useState<Spec[]>(product?.specs ?? []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const extra = data.getAll('category_ids').map(Number);
    const body = {
      name: String(data.get('name') ?? ''),
      slug: slug || undefined,
      article: String(data.get('article') ?? '').trim() || undefined,
      category_id: Number(data.get('category_id')),
      category_ids: extra,
      brand: String(data.get('brand') ?? ''),
      age_from: numberOrNull(data.get('age_from')) ?? 0,
      price: numberOrNull(data.get('price')),
      old_price: numberOrNull(data.get('old_price')),
      stock: numberOrNull(data.get('stock')) ?? 0,
      is_new: data.get('is_new') === 'on',
      is_hit: data.get('is_hit') === 'on',
      is_special: data.get('is_special') === 'on',
      hidden: data.get('hidden') === 'on',
      description: String(data.get('description') ?? ''),
      specs: specs.filter((s) => s.name.trim() || s.value.trim()),
    };
    await perform(async () => {
      if (product) {
        await adminRequest(`/api/admin/products/${product.id}`, 'PATCH', body);
        return 'Сохранено';
      }
      const created = await adminRequest<AdminProductResponse>('/api/admin/products', 'POST', body);
      router.push(`/admin/products/${created.product.id}`);
      return 'Товар создан';
    });
  }

  const moveSpec = (i: number, by: number) =>
    setSpecs((current) => {
      const next = [...current];
      const [row] = next.splice(i, 1);
      next.splice(i + by, 0, row);
      return next;
    });

  return (
    <form onSubmit={submit} noValidate>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && <FormMessage>{message}</FormMessage>}
      <AdminTextField
        label="Название"
        name="name"
        required
        value={name}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          if (!slugEdited) setSlug(slugify(e.target.value));
        }}
      />
      <AdminTextField
        label="Адрес страницы (slug)"
        name="slug"
        value={slug}
        error={errors.slug}
        hint={`Страница товара: /product/${slug || '…'}`}
        onChange={(e) => {
          setSlug(e.target.value);
          setSlugEdited(true);
        }}
      />
      <AdminTextField
        label="Артикул"
        name="article"
        defaultValue={product?.article ?? ''}
        error={errors.article}
        hint={product ? undefined : 'Пусто — присвоится автоматически'}
      />
      <AdminSelectField
        label="Основная категория"
        name="category_id"
        defaultValue={product?.category_id ?? categories[0]?.id}
        error={errors.category_id}
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
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
      <fieldset>
        <legend>Отметки</legend>
        <label style={{ marginRight: 16 }}>
          <input type="checkbox" name="is_new" defaultChecked={product?.is_new} /> Новинка
        </label>
        <label style={{ marginRight: 16 }}>
          <input type="checkbox" name="is_hit" defaultChecked={product?.is_hit} /> Хит
        </label>
        <label style={{ marginRight: 16 }}>
          <input type="checkbox" name="is_special" defaultChecked={product?.is_special} /> Спецпредложение
        </label>
        <label>
          <input type="checkbox" name="hidden" defaultChecked={product?.hidden} /> Скрыт с сайта
        </label>
      </fieldset>
      <AdminTextareaField
        label="Описание"
        name="description"
        rows={6}
        defaultValue={product?.description ?? ''}
        error={errors.description}
      />
      <fieldset>
        <legend>Характеристики</legend>
        {specs.map((spec, i) => (
          <div key={i} className={styles.specRow}>
            <AdminTextField
              label={`Название ${i + 1}`}
              value={spec.name}
              error={errors[`specs.${i}.name`]}
              onChange={(e) => setSpecs((s) => s.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
            />
            <AdminTextField
              label={`Значение ${i + 1}`}
              value={spec.value}
              error={errors[`specs.${i}.value`]}
              onChange={(e) => setSpecs((s) => s.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
            />
            <ButtonRow>
              <AdminButton variant="secondary" disabled={i === 0} onClick={() => moveSpec(i, -1)}>
                Выше
              </AdminButton>
              <AdminButton variant="secondary" disabled={i === specs.length - 1} onClick={() => moveSpec(i, 1)}>
                Ниже
              </AdminButton>
              <AdminButton variant="secondary" onClick={() => setSpecs((s) => s.filter((_, j) => j !== i))}>
                Удалить
              </AdminButton>
            </ButtonRow>
          </div>
        ))}
        <AdminButton variant="secondary" onClick={() => setSpecs((s) => [...s, { name: '', value: '' }])}>
          Добавить характеристику
        </AdminButton>
      </fieldset>
      <ButtonRow>
        <AdminButton type="submit" disabled={busy}>
          {product ? 'Сохранить' : 'Создать товар'}
        </AdminButton>
      </ButtonRow>
    </form>
  );
}
