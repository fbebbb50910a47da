import Link from '@/components/ui/link';
import { PlainImage } from '@/components/ui/plain-image';
import type { Category } from '@/lib/api/catalog';
import { categoryPath } from '@/lib/catalog/paths';
import { Carousel } from './carousel';
import styles from './category-slider.module.css';

/** Up to 10 categories in the slider (docs/PRODUCT.md#layout). */
export const SLIDER_CATEGORIES = 10;

/** Tiles a phone shows at the top of the page: their pictures are fetched at once, the rest when near. */
const TILES_ON_A_PHONE = 4;

export function CategorySlider({ categories }: { categories: Category[] }) {
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className="visually-hidden">
        Категории
      </h2>
      <Carousel label="Категории" slideClassName={styles.slide}>
        {categories.slice(0, SLIDER_CATEGORIES).map((cat, index) => (
          <Link key={cat.id} href={categoryPath(cat.alias)} className={styles.category} data-testid="category-tile">
            <span className={styles.image}>
              <PlainImage
                src={cat.image}
                alt=""
                width={88}
                height={88}
                unoptimized={cat.image.endsWith('.svg')}
                loading={index < TILES_ON_A_PHONE ? 'eager' : 'lazy'}
              />
            </span>
            <span className={styles.name}>{cat.name}</span>
          </Link>
        ))}
      </Carousel>
    </section>
  );
}
