'use client';

import type { EcommerceProduct } from '@/lib/api/analytics';
import { useAddToCart } from '@/lib/client/cart-add';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import styles from './add-to-cart.module.css';

/**
 * «В корзину» on a product card: adds one, toast at the top centre, the header badge moves at once.
 * `tracked`: the product for Метрика's «add» event.
 */
export function AddToCartButton({
  productId,
  inStock,
  tracked,
}: {
  productId: number;
  inStock: boolean;
  tracked?: EcommerceProduct;
}) {
  const { add, pending, ready } = useAddToCart();
  return (
    <Button
      className={`${styles.button} ${styles.card}`}
      onClick={() => add(productId, 1, tracked)}
      pending={pending}
      disabled={!inStock || !ready}
      data-testid="add-to-cart"
    >
      <CartIcon size={18} />
      {inStock ? 'В корзину' : 'Нет в наличии'}
    </Button>
  );
}
