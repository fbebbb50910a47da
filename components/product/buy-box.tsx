import { BuyControls } from '@/components/cart/buy-controls';
import { HeartButton } from '@/components/wishlist/heart-button';
import type { ProductDetail } from '@/lib/api/catalog';
import styles from './product-view.module.css';

/** Quantity, "В корзину" and the wishlist heart on the product page (islands from components/cart and components/wishlist). */
export function BuyBox({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.buy} data-testid="buy-box">
      <BuyControls productId={product.id} stock={product.stock} />
      <HeartButton pid={product.id} name={product.name} size="lg" />
    </div>
  );
}
