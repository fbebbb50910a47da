'use client';

import { PriceWatch } from '@/components/alerts/price-watch';
import { ProductGrid } from '@/components/catalog/product-grid';
import Link from '@/components/ui/link';
import { useFavorites } from '@/lib/client/use-favorites';
import { countOf, GOODS } from '@/lib/format/plural';
import styles from './wishlist-view.module.css';

/** /wishlist: the shopper's saved products (guest or signed in), from the same request as the hearts. */
export function WishlistView() {
  const { data, error } = useFavorites();
  if (error) return <p className={styles.loading}>Не удалось загрузить избранное. Обновите страницу.</p>;
  if (!data) return <p className={styles.loading}>Загружаем избранное…</p>;
  if (data.products.length === 0) {
    return (
      <div className={styles.empty} data-testid="wishlist-empty">
        <p>В избранном пока пусто. Нажмите на сердечко у товара, чтобы сохранить его здесь.</p>
        <Link href="/category" className="cta-link">
          Перейти в каталог
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} data-testid="wishlist-count">
        {countOf(data.products.length, GOODS)}
      </p>
      <PriceWatch />
      <ProductGrid products={data.products} />
    </>
  );
}
