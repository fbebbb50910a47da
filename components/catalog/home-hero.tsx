import Link from '@/components/ui/link';
import { shop } from '@/lib/config/shop';
import { DELIVERY_SERVICE_NAMES } from '@/lib/config/delivery-services';
import styles from './home-hero.module.css';

export function HomeHero() {
  return (
    <section className={styles.hero}>
      <div>
        <p className={styles.kicker}>Куклы и игрушки в наличии</p>
        <p className={styles.title}>Радость, которую можно подарить уже завтра</p>
        <p className={styles.text}>
          Доставка {DELIVERY_SERVICE_NAMES.join(', ')}. Возврат в течение {shop.returnDays} дней.
        </p>
      </div>
      <Link href="/category" className={styles.button}>
        Перейти в каталог
      </Link>
    </section>
  );
}
