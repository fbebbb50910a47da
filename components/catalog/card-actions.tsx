import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { HeartButton } from '@/components/wishlist/heart-button';
import type { ProductCard } from '@/lib/api/catalog';
import { ecommerceProduct } from '@/lib/api/analytics';
import styles from './product-card.module.css';

/**
 * The buttons on a product card (add to cart, wishlist heart). Each is a small client island owned by its
 * domain: components/cart and components/wishlist.
 */
export function CardActions({ product }: { product: ProductCard }) {
  return (
    <div className={styles.actions} data-testid="card-actions">
      <AddToCartButton productId={product.id} inStock={product.in_stock} tracked={ecommerceProduct(product)} />
      <HeartButton pid={product.id} name={product.name} />
    </div>
  );
}
