import Link from '@/components/ui/link';
import type { ProductCard as Card } from '@/lib/api/catalog';
import { Carousel } from './carousel';
import { ProductCard } from './product-card';
import styles from './product-shelf.module.css';

/** A titled product carousel with a link to the full list. */
export function ProductShelf({
  title,
  href,
  products,
  id,
}: {
  title: string;
  href: string;
  products: Card[];
  id: string;
}) {
  if (!products.length) return null;
  return (
    <section className={styles.shelf} aria-labelledby={id} data-testid={`shelf-${id}`}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        <Link href={href} className={styles.all}>
          Смотреть все
        </Link>
      </div>
      <Carousel label={title}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </Carousel>
    </section>
  );
}
