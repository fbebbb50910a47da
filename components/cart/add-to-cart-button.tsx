'use client';

import { useAddToCart } from '@/lib/client/cart-add';
import { useHydrated } from '@/lib/client/cart-hydrated';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import styles from './add-to-cart.module.css';

/** «В корзину» on a product card: adds one, toast at the top centre, the header badge moves at once. */
export function AddToCartButton({ productId, inStock }: { productId: number; inStock: boolean }) {
  const { add, pending } = useAddToCart();
  const hydrated = useHydrated();
  return (
    <Button
      className={`${styles.button} ${styles.card}`}
      onClick={() => add(productId, 1)}
      pending={pending}
      disabled={!inStock || !hydrated}
      data-testid="add-to-cart"
    >
      <CartIcon size={18} />
      {inStock ? 'В корзину' : 'Нет в наличии'}
    </Button>
  );
}
