import type { ProductCard as Card } from '@/lib/api/catalog';
import { cardImageLoad, ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <>
      {/* Every page with a grid heads it with its h1, and a card's name is an h3: the outline may not skip a level. */}
      <h2 className="visually-hidden">Товары</h2>
      <ul className={styles.grid} data-testid="product-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} load={cardImageLoad(index)} />
          </li>
        ))}
      </ul>
    </>
  );
}
