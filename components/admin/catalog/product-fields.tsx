import { AdminSelectField, AdminTextField, NamedOptions } from '@/components/admin/ui/form';
import type { AdminCategory, AdminProduct } from '@/lib/api/admin/catalog';
import styles from './catalog.module.css';

// Groups of the product form's fields (product-form.tsx): uncontrolled, read from FormData on submit.

type Errors = Record<string, string>;
type Existing = { product?: AdminProduct };

/** The main category (its breadcrumbs and address) and the others the product is also listed in. */
export function CategoryFields({
  product,
  categories,
  errors,
}: Existing & { categories: AdminCategory[]; errors: Errors }) {
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

export function PriceAndStockFields({ product, errors }: Existing & { errors: Errors }) {
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
export function MarkFields({ product }: Existing) {
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
