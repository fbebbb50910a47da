import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import Link from '@/components/ui/link';
import type { ProductCard as Card } from '@/lib/api/catalog';
import { productPath } from '@/lib/catalog/paths';
import { CardPromise } from '@/components/delivery/delivery-promise';
import { CardActions } from './card-actions';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import styles from './product-card.module.css';

/** Image widths by layout: 2 columns on phones, up to 4–5 on desktop. */
export const CARD_IMAGE_SIZES = '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px';

/**
 * How a card's picture loads. `preload`: the first picture a phone shows (a page's LCP element): preloaded from the
 * <head> with high priority. `eager`: on screen on a wider one, fetched at once. `lazy`: below the fold or off to
 * the side of a shelf, fetched when it nears the screen.
 */
export type CardImageLoad = 'preload' | 'eager' | 'lazy';

/** Cards in the first row: 2 on a phone (preloaded), up to 5 on a desktop shelf (eager); the rest lazy. */
export const cardImageLoad = (index: number): CardImageLoad => (index < 2 ? 'preload' : index < 5 ? 'eager' : 'lazy');

export function ProductCard({ product, load = 'lazy' }: { product: Card; load?: CardImageLoad }) {
  const href = productPath(product.alias);
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <CardImage src={product.image} load={load} />
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
        {product.in_stock && <CardPromise price={product.price} />}
        <CardActions product={product} />
      </div>
    </article>
  );
}

/**
 * The card's picture as a plain <img> with next/image's attributes (srcset through the optimiser), not the
 * next/image component: a grid or a shelf has dozens of cards, and each component instance is hydrated in the
 * browser for nothing a picture needs (docs/adr/0057-first-paint-in-html.md). `preload` asks for it from the <head>, as
 * next/image's own `preload` does.
 */
function CardImage({ src, load }: { src: string; load: CardImageLoad }) {
  const { props } = getImageProps({
    src,
    alt: '',
    fill: true,
    sizes: CARD_IMAGE_SIZES,
    className: styles.image,
    loading: load === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: load === 'preload' ? 'high' : undefined,
  });
  if (load === 'preload') {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes, alt included
  return <img {...props} />;
}
