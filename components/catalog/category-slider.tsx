import Image from 'next/image';
import Link from '@/components/ui/link';
import type { Category } from '@/lib/api/catalog';
import { categoryPath } from '@/lib/catalog/paths';
import { Carousel } from './carousel';
import styles from './category-slider.module.css';

/** Up to 10 categories in the slider (docs/PRODUCT.md#layout). */
export const SLIDER_CATEGORIES = 10;

export function CategorySlider({ categories }: { categories: Category[] }) {
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className="visually-hidden">
        Категории
      </h2>
      <Carousel label="Категории" slideClassName={styles.slide}>
        {categories.slice(0, SLIDER_CATEGORIES).map((cat) => (
          <Link key={cat.id} href={categoryPath(cat.alias)} className={styles.category} data-testid="category-tile">
            <span className={styles.image}>
              <Image src={cat.image} alt="" width={96} height={96} unoptimized={cat.image.endsWith('.svg')} />
            </span>
            <span className={styles.name}>{cat.name}</span>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
