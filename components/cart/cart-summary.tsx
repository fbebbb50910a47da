'use client';

import { useAtomValue } from 'jotai';
import { Button } from '@/components/ui/button';
import {
  freeDeliveryFromAtom,
  selectedShippingAtom,
  shippingDaysAtom,
  submittingAtom,
  totalsAtom,
} from '@/lib/client/cart-atoms';
import { countOf, GOODS } from '@/lib/format/plural';
import { formatPrice } from '@/lib/format/price';
import styles from './cart.module.css';

const days = (d: { min: number; max: number }) => (d.min === d.max ? `${d.min} дн.` : `${d.min}–${d.max} дн.`);

/** The cost lines (docs/PRODUCT.md#cart-totals: products, old, shipping, total) and the checkout form's submit button. */
export function CartSummary({ formId }: { formId: string }) {
  const totals = useAtomValue(totalsAtom);
  const shipping = useAtomValue(selectedShippingAtom);
  const transit = useAtomValue(shippingDaysAtom);
  const freeFrom = useAtomValue(freeDeliveryFromAtom);
  const submitting = useAtomValue(submittingAtom);
  const saving = totals.oldCost - totals.productsCost;
  const goods = totals.productsCost - totals.discount;

  return (
    <aside className={styles.summary} aria-labelledby="summary-title" data-testid="cart-summary">
      <h2 id="summary-title">Ваш заказ</h2>
      <dl className={styles.row}>
        <dt>{countOf(totals.itemCount, GOODS)}</dt>
        <dd data-testid="sum-old">{saving > 0 ? <s>{formatPrice(totals.oldCost)}</s> : formatPrice(totals.oldCost)}</dd>
      </dl>
      {saving > 0 && (
        <dl className={`${styles.row} ${styles.saving}`}>
          <dt>Скидка на товары</dt>
          <dd>−{formatPrice(saving)}</dd>
        </dl>
      )}
      <dl className={styles.row}>
        <dt>Товары</dt>
        <dd data-testid="sum-products">{formatPrice(totals.productsCost)}</dd>
      </dl>
      {totals.discount > 0 && (
        <dl className={`${styles.row} ${styles.saving}`}>
          <dt>Промокод</dt>
          <dd data-testid="sum-promo">−{formatPrice(totals.discount)}</dd>
        </dl>
      )}
      {totals.points > 0 && (
        <dl className={`${styles.row} ${styles.saving}`}>
          <dt>Баллами</dt>
          <dd data-testid="sum-points">−{formatPrice(totals.points)}</dd>
        </dl>
      )}
      <dl className={styles.row}>
        <dt>Доставка{transit ? `, ${days(transit)}` : ''}</dt>
        <dd data-testid="sum-shipping">
          {totals.shippingCost === null
            ? shipping
              ? shipping.needs_pvz
                ? 'выберите пункт'
                : `от ${formatPrice(shipping.price_from)}`
              : '—'
            : totals.shippingCost === 0
              ? 'бесплатно'
              : formatPrice(totals.shippingCost)}
        </dd>
      </dl>
      <dl className={`${styles.row} ${styles.total}`}>
        <dt>Итого</dt>
        <dd data-testid="sum-total">{formatPrice(totals.total)}</dd>
      </dl>
      {freeFrom !== null && goods < freeFrom && (
        <p className={styles.hint}>До бесплатной доставки — {formatPrice(freeFrom - goods)}</p>
      )}
      <Button type="submit" form={formId} className={styles.submit} pending={submitting} data-testid="place-order">
        {submitting ? 'Оформляем…' : 'Оформить заказ'}
      </Button>
      <p className={styles.hint}>
        Нажимая кнопку, вы оформляете заказ. Согласие на обработку данных — отдельной галочкой в форме.
      </p>
    </aside>
  );
}
