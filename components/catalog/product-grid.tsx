import type { ProductCard as Card } from '@/lib/api/catalog';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({ products }: { products: Card[] }) {
  return (
    <ul className={styles.grid} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
