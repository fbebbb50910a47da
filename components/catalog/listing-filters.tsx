'use client';

import Form from 'next/form';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { useRef } from 'react';
import type { ListingFilters, ListingPage } from '@/lib/api/listing';
import { AGE_GROUPS } from '@/lib/catalog/age-groups';
import { hasNarrowingFilters, SORT_LABELS } from '@/lib/catalog/listing-query';
import styles from './listing-filters.module.css';

type Props = {
  action: string;
  filters: ListingFilters;
  facets: ListingPage['facets'];
  /** Another set of orders (the search results add «по релевантности»), and the chosen one. */
  sorts?: { options: Record<string, string>; value: string };
};

/** The price range's two inputs: the filter field and the word that labels it. */
const PRICE_BOUNDS = [
  { name: 'price_min', word: 'от' },
  { name: 'price_max', word: 'до' },
] as const;

/**
 * Sort and filters as a plain GET form: the URL holds them (shareable, Back works, works without JS).
 * With JS, choosing an option applies it at once through client navigation (next/form).
 */
export function ListingFilters({ action, filters, facets, sorts }: Props) {
  const sortOptions: Record<string, string> = sorts?.options ?? SORT_LABELS;
  const formRef = useRef<HTMLFormElement>(null);
  const apply = () => formRef.current?.requestSubmit();
  // Empty price fields are left out of the URL: disabled inputs are not submitted.
  const dropEmpty = (event: React.FormEvent<HTMLFormElement>) => {
    const empty = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type=number]')].filter(
      (i) => !i.value,
    );
    empty.forEach((i) => (i.disabled = true));
    setTimeout(() => empty.forEach((i) => (i.disabled = false)));
  };
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLInputElement).type !== 'number') apply();
  };
  return (
    <Form
      action={action}
      ref={formRef}
      className={styles.form}
      data-testid="listing-filters"
      onChange={onChange}
      onSubmitCapture={dropEmpty}
    >
      <label className={styles.sort}>
        <span>Сортировка</span>
        <select name="sort" defaultValue={sorts?.value ?? filters.sort} data-testid="sort-select">
          {Object.keys(sortOptions).map((sort) => (
            <option key={sort} value={sort}>
              {sortOptions[sort]}
            </option>
          ))}
        </select>
      </label>
      {/* On a phone the products come first: the panel opens on a tap, or by itself when filters are set.
          From 900 px it is a sidebar and always shown (the CSS opens its content). */}
      <details className={styles.panel} open={hasNarrowingFilters(filters)} data-testid="filters-panel">
        <summary>Фильтры</summary>
        <fieldset className={styles.group}>
          <legend>Цена, ₽</legend>
          <div className={styles.range}>
            {PRICE_BOUNDS.map(({ name, word }) => (
              <input
                key={name}
                type="number"
                name={name}
                inputMode="numeric"
                min={0}
                placeholder={`${word} ${facets[name]}`}
                defaultValue={filters[name]}
                aria-label={`Цена ${word}`}
              />
            ))}
          </div>
        </fieldset>
        {facets.brands.length > 0 && (
          <fieldset className={styles.group}>
            <legend>Бренд</legend>
            <div className={styles.options}>
              {facets.brands.map((brand) => (
                <label key={brand.name} className={styles.check}>
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.name}
                    defaultChecked={filters.brands.includes(brand.name)}
                  />
                  {brand.name} <span className={styles.count}>{brand.count}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className={styles.group}>
          <legend>Возраст</legend>
          <div className={styles.options}>
            {AGE_GROUPS.map((group) => (
              <label key={group.id} className={styles.check}>
                <input type="checkbox" name="age" value={group.id} defaultChecked={filters.ages.includes(group.id)} />
                {group.label}
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="in_stock"
            value="1"
            defaultChecked={filters.in_stock}
            data-testid="in-stock-filter"
          />
          Только в наличии
        </label>
        <div className={styles.actions}>
          <Button type="submit" className={styles.apply}>
            Показать
          </Button>
          <Link href={action} className={styles.reset}>
            Сбросить
          </Link>
        </div>
      </details>
    </Form>
  );
}
