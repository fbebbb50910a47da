import { StockAlert } from '@/components/alerts/stock-alert';
import { BuyControls } from '@/components/cart/buy-controls';
import { HeartButton } from '@/components/wishlist/heart-button';
import type { ProductDetail } from '@/lib/api/catalog';
import { ecommerceProduct } from '@/lib/api/analytics';
import styles from './product-view.module.css';

/**
 * Quantity, "В корзину" and the wishlist heart on the product page (islands from components/cart and
 * components/wishlist); a sold-out product offers «Сообщить о поступлении» (components/alerts) instead.
 */
export function BuyBox({ product }: { product: ProductDetail }) {
  return (
    <div className={styles.buy} data-testid="buy-box">
      {product.in_stock ? (
        <>
          <BuyControls
            productId={product.id}
            stock={product.stock}
            tracked={ecommerceProduct(product, product.category.name)}
          />
          <HeartButton pid={product.id} name={product.name} size="lg" />
        </>
      ) : (
        <StockAlert pid={product.id} name={product.name}>
          <HeartButton pid={product.id} name={product.name} size="lg" />
        </StockAlert>
      )}
    </div>
  );
}
