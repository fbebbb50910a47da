import Link from '@/components/ui/link';
import type { ProductCard as Card } from '@/lib/api/catalog';
import { Carousel } from './carousel';
import { DeferredCard } from './deferred-card';
import { cardImageLoad, ProductCard } from './product-card';
import styles from './product-shelf.module.css';

/**
 * Cards the home page's topmost shelf draws into the HTML: what a desktop shelf shows (5) and one more. The rest
 * travel as data and are drawn in the browser as the shopper scrolls the shelf (deferred-card.tsx;
 * docs/adr/0053-slow-phone-first-screen.md).
 */
export const SHELF_CARDS_IN_HTML = 6;

/**
 * Cards a shelf further down the home page draws into the HTML: what a phone's shelf shows. They are below the
 * first screen, so the rest are drawn as the shopper scrolls down to the shelf
 * (docs/adr/0085-lower-shelves-two-cards.md).
 */
export const LOWER_SHELF_CARDS_IN_HTML = 2;

/**
 * A titled product carousel with a link to the full list. `first`: the topmost shelf, whose first row is on screen.
 * `drawn`: how many cards go into the HTML (by default all; the home page's four shelves pass SHELF_CARDS_IN_HTML).
 */
export function ProductShelf({
  title,
  href,
  products,
  id,
  first = false,
  drawn = Infinity,
}: {
  title: string;
  href: string;
  products: Card[];
  id: string;
  first?: boolean;
  drawn?: number;
}) {
  if (!products.length) return null;
  return (
    <section
      className={first ? styles.shelf : `${styles.shelf} ${styles.later}`}
      aria-labelledby={id}
      data-testid={`shelf-${id}`}
    >
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        <Link href={href} className={styles.all}>
          Смотреть все
        </Link>
      </div>
      <Carousel label={title}>
        {products.map((product, index) =>
          index < drawn ? (
            <ProductCard key={product.id} product={product} load={first ? cardImageLoad(index) : 'lazy'} />
          ) : (
            <DeferredCard key={product.id} product={product} />
          ),
        )}
      </Carousel>
    </section>
  );
}
