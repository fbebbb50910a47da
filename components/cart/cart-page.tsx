'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { toastError } from '@/lib/client/toast-error';
import Link from '@/components/ui/link';
import { CheckoutForm } from '@/components/checkout/checkout-form';
import { ApiError } from '@/lib/api/fetcher';
import { initCartAtom } from '@/lib/client/cart-actions';
import { cartLoadedAtom, cartProductsAtom, submittingAtom } from '@/lib/client/cart-atoms';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { RecentlyViewed } from '@/components/product/recently-viewed';
import { PromoCodeForm } from './promo-code-form';
import styles from './cart.module.css';

const FORM_ID = 'checkout-form';

/** /cart: the lines, the promo code, the checkout form and the cost summary (all personal: client-side). */
export function CartPage() {
  const init = useSetAtom(initCartAtom);
  const setSubmitting = useSetAtom(submittingAtom);
  const loaded = useAtomValue(cartLoadedAtom);
  const lines = useAtomValue(cartProductsAtom);

  useEffect(() => {
    setSubmitting(false);
    init().catch((e) => toastError(e instanceof ApiError ? e.message : 'Не удалось загрузить корзину'));
  }, [init, setSubmitting]);

  // Drawn into the shared HTML: a window tall (as a cart with goods always is, so nothing below moves), with a
  // line of text a phone paints at once: the page's largest element until the cart arrives
  // (docs/adr/0057-first-paint-in-html.md).
  if (!loaded) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <p className={styles.skeletonText}>Загружаем корзину: здесь появятся товары, промокод и оформление заказа.</p>
      </div>
    );
  }
  if (lines.length === 0) {
    // As tall as the skeleton it replaces, so the footer below does not jump up into the window.
    return (
      <div className={styles.emptyPage}>
        <div className={styles.empty} data-testid="cart-empty">
          <p>В корзине пока пусто.</p>
          <Link href="/category">Перейти в каталог</Link>
          <RecentlyViewed />
        </div>
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ul className={styles.lines} data-testid="cart-lines">
          {lines.map((line) => (
            <CartLineRow key={line.product_id} line={line} />
          ))}
        </ul>
        <PromoCodeForm />
        <CheckoutForm id={FORM_ID} />
      </div>
      <CartSummary formId={FORM_ID} />
      <RecentlyViewed className={styles.recent} />
    </div>
  );
}
