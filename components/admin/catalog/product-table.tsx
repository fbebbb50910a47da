'use client';

import { useState } from 'react';
import Link from '@/components/ui/link';
import { Money } from '@/components/admin/ui/cells';
import { DataTable } from '@/components/admin/ui/data-table';
import { AdminButton, AdminSelectField, AdminTextField, FormMessage } from '@/components/admin/ui/form';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import type { AdminCategory, AdminProductRow, BulkProductRequest } from '@/lib/api/admin/catalog';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { InlineNumber } from './inline-number';
import styles from './catalog.module.css';

type BulkAction = BulkProductRequest['action'];

/** The product list: tick rows for a bulk action, edit price and stock in place, open a product to edit the rest. */
export function ProductTable({ products, categories }: { products: AdminProductRow[]; categories: AdminCategory[] }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<BulkAction>('hide');
  const { busy, message, done, run } = useAdminAction();
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const allChecked = products.length > 0 && products.every((p) => selected.has(p.id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const ids = [...selected];
    const body: Record<string, unknown> = { action, ids };
    if (action === 'move') body.category_id = Number(data.get('category_id'));
    if (action === 'price_percent') {
      body.percent = Number(data.get('percent'));
      const sign = (body.percent as number) > 0 ? '+' : '';
      if (!window.confirm(`Изменить цену ${ids.length} товаров на ${sign}${body.percent} %?`)) return;
    }
    if (await run('/api/admin/products/bulk', 'POST', body, `Готово: изменено товаров — ${ids.length}`))
      setSelected(new Set());
  }

  return (
    <>
      <form className={styles.bulkBar} onSubmit={apply} aria-label="Действие с отмеченными товарами">
        <AdminSelectField
          label={`Отмечено: ${selected.size}`}
          name="action"
          value={action}
          onChange={(e) => setAction(e.target.value as BulkAction)}
        >
          <option value="hide">Скрыть с сайта</option>
          <option value="show">Показать на сайте</option>
          <option value="move">Перенести в категорию</option>
          <option value="price_percent">Изменить цену на %</option>
        </AdminSelectField>
        {action === 'move' && (
          <AdminSelectField label="Категория" name="category_id">
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </AdminSelectField>
        )}
        {action === 'price_percent' && (
          <AdminTextField
            label="Процент (−90…500)"
            name="percent"
            type="number"
            min={-90}
            max={500}
            defaultValue={10}
          />
        )}
        <AdminButton type="submit" disabled={busy || selected.size === 0}>
          Применить
        </AdminButton>
      </form>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && <FormMessage>{message}</FormMessage>}
      <DataTable<AdminProductRow>
        caption="Товары, новые сверху"
        rows={products}
        rowKey={(p) => p.id}
        columns={[
          {
            label: 'Выбор',
            cell: (p) => (
              <input
                type="checkbox"
                aria-label={`Отметить «${p.name}»`}
                checked={selected.has(p.id)}
                onChange={() => toggle(p.id)}
              />
            ),
          },
          {
            label: 'Фото',
            cell: (p) =>
              p.image ? (
                // The back office shows a thumbnail of the original; no need for the optimiser's sizes here.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={p.image} alt="" className={styles.thumb} loading="lazy" />
              ) : (
                <StatusBadge tone="warning">Нет фото</StatusBadge>
              ),
          },
          {
            label: 'Товар',
            cell: (p) => (
              <>
                <Link href={`/admin/products/${p.id}`}>{p.name}</Link>
                <br />
                <small>
                  {p.article} · {p.category_ids.map((id) => categoryName.get(id) ?? id).join(', ')}
                </small>
              </>
            ),
          },
          {
            label: 'Цена, ₽',
            numeric: true,
            cell: (p) => (
              <>
                <InlineNumber productId={p.id} field="price" value={p.price} label={`Цена «${p.name}», ₽`} />
                {p.old_price !== null && (
                  <small>
                    было <Money value={p.old_price} />
                  </small>
                )}
              </>
            ),
          },
          {
            label: 'Остаток',
            numeric: true,
            cell: (p) => (
              <InlineNumber productId={p.id} field="stock" value={p.stock} label={`Остаток «${p.name}», шт.`} />
            ),
          },
          {
            label: 'На сайте',
            cell: (p) =>
              p.hidden ? (
                <StatusBadge tone="neutral">Скрыт</StatusBadge>
              ) : (
                <StatusBadge tone="success">Виден</StatusBadge>
              ),
          },
        ]}
      />
      <p>
        <label>
          <input
            type="checkbox"
            checked={allChecked}
            onChange={() => setSelected(allChecked ? new Set() : new Set(products.map((p) => p.id)))}
          />{' '}
          Отметить все на странице
        </label>
      </p>
    </>
  );
}
