import { discountPercent, formatPrice } from '@/lib/format/price';
import styles from './price-tag.module.css';

export function PriceTag({
  price,
  oldPrice,
  size = 'md',
}: {
  price: number;
  oldPrice: number | null;
  size?: 'md' | 'lg';
}) {
  const discount = discountPercent(price, oldPrice);
  return (
    <div className={`${styles.price} ${styles[size]}`}>
      <span className={discount ? styles.sale : undefined} data-testid="price">
        {formatPrice(price)}
      </span>
      {discount > 0 && (
        <>
          {/* An <s> may not carry aria-label (HTML-ARIA): the words are hidden text inside it. */}
          <s className={styles.old}>
            <span className="visually-hidden">Старая цена </span>
            {formatPrice(oldPrice!)}
          </s>
          <span className={styles.discount}>−{discount}%</span>
        </>
      )}
    </div>
  );
}
