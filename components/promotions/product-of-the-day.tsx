import { PriceTag } from '@/components/catalog/price-tag';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import Link from '@/components/ui/link';
import { PlainImage } from '@/components/ui/plain-image';
import type { DayOffer } from '@/lib/api/promotions';
import { productPath } from '@/lib/catalog/paths';
import { OfferCountdown } from './offer-countdown';
import styles from './product-of-the-day.module.css';

/**
 * «Товар дня» on the home page: the same for every shopper, so it is in the cached HTML (the page copy is dropped
 * at Moscow midnight); only the countdown is a client island. The price shown is the day price the cart charges.
 */
export function ProductOfTheDay({ offer }: { offer: DayOffer }) {
  const { product } = offer;
  const href = productPath(product.alias);
  return (
    <section className={styles.offer} aria-labelledby="offer-title" data-testid="product-of-the-day">
      <Link href={href} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <PlainImage src={product.image} alt="" fill sizes="(max-width: 640px) 40vw, 200px" className={styles.image} />
      </Link>
      <div className={styles.body}>
        <h2 id="offer-title" className={styles.title}>
          Товар дня <span className={styles.badge}>−{offer.percent}%</span>
        </h2>
        <p className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </p>
        <PriceTag price={product.price} oldPrice={product.old_price} size="lg" />
        <p className={styles.timer}>
          <OfferCountdown endsAt={offer.ends_at} />
        </p>
        <div className={styles.buy}>
          <AddToCartButton productId={product.id} inStock={product.in_stock} />
        </div>
      </div>
    </section>
  );
}
