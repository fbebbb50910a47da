import Image from 'next/image';
import Link from '@/components/ui/link';
import type { ProductCard as Card } from '@/lib/api/catalog';
import { productPath } from '@/lib/catalog/paths';
import { CardActions } from './card-actions';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import styles from './product-card.module.css';

/** Image widths by layout: 2 columns on phones, up to 4–5 on desktop. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px';

export function ProductCard({ product, priority = false }: { product: Card; priority?: boolean }) {
  const href = productPath(product.alias);
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <Image src={product.image} alt="" fill sizes={CARD_IMAGE_SIZES} className={styles.image} priority={priority} />
        <span className={styles.badges}>
          {product.is_new && <span className={styles.badgeNew}>Новинка</span>}
          {product.is_hit && <span className={styles.badgeHit}>Хит</span>}
        </span>
      </Link>
      <div className={styles.body}>
        <PriceTag price={product.price} oldPrice={product.old_price} />
        <h3 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h3>
        <RatingStars rating={product.rating} votes={product.votes} compact />
        <p className={product.in_stock ? styles.inStock : styles.outOfStock}>
          {product.in_stock ? 'В наличии' : 'Нет в наличии'}
        </p>
        <CardActions product={product} />
      </div>
    </article>
  );
}
