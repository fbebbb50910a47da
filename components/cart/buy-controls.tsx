'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import type { EcommerceProduct } from '@/lib/api/analytics';
import { useAddToCart } from '@/lib/client/cart-add';
import styles from './add-to-cart.module.css';

/** The product page's quantity (1…stock) and «В корзину»; `tracked`: the product for Метрика's «add» event. */
export function BuyControls({
  productId,
  stock,
  tracked,
}: {
  productId: number;
  stock: number;
  tracked?: EcommerceProduct;
}) {
  const { add, pending, ready } = useAddToCart();
  const [count, setCount] = useState(1);
  const [added, setAdded] = useState(false);
  if (stock <= 0) {
    return (
      <Button className={`${styles.button} ${styles.large}`} disabled data-testid="add-to-cart">
        Нет в наличии
      </Button>
    );
  }
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : 1, 1), stock);
  return (
    <div className={styles.buy}>
      <div className={styles.stepper}>
        <button type="button" aria-label="Меньше" onClick={() => setCount(clamp(count - 1))} disabled={count <= 1}>
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={stock}
          value={count}
          aria-label="Количество"
          onChange={(e) => setCount(clamp(Number(e.target.value)))}
          data-testid="buy-count"
        />
        <button type="button" aria-label="Больше" onClick={() => setCount(clamp(count + 1))} disabled={count >= stock}>
          +
        </button>
      </div>
      <Button
        className={`${styles.button} ${styles.large}`}
        pending={pending}
        disabled={!ready}
        onClick={async () => setAdded((await add(productId, count, tracked)) || added)}
        data-testid="add-to-cart"
      >
        В корзину
      </Button>
      {added && (
        <span className={styles.inCart}>
          Товар в корзине. <Link href="/cart">Оформить заказ</Link>
        </span>
      )}
    </div>
  );
}
