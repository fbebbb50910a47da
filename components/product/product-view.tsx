import { ProductShelf } from '@/components/catalog/product-shelf';
import { PriceTag } from '@/components/catalog/price-tag';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { TrackProductView } from '@/components/analytics/track-product-view';
import type { ProductDetail } from '@/lib/api/catalog';
import type { ProductQuestionsResponse, ProductReviewsResponse } from '@/lib/api/product-reviews';
import { ageLabel } from '@/lib/catalog/age-groups';
import { categoryPath, productPath } from '@/lib/catalog/paths';
import { productJsonLd } from '@/lib/seo/json-ld';
import { DeliveryPromise } from '@/components/delivery/delivery-promise';
import { DayOfferMark } from '@/components/promotions/day-offer-mark';
import { ecommerceProduct } from '@/lib/api/analytics';
import { BuyBox } from './buy-box';
import { ProductGallery } from './product-gallery';
import { RecentlyViewed } from './recently-viewed';
import { RatingVote } from './rating-vote';
import { ProductQuestions } from './reviews/product-questions';
import { ProductReviews } from './reviews/product-reviews';
import styles from './product-view.module.css';

/** `reviews` and `questions`: their first pages, published ones only (public, so the cached page may hold them). */
export function ProductView({
  product,
  reviews,
  questions,
}: {
  product: ProductDetail;
  reviews: ProductReviewsResponse;
  questions: ProductQuestionsResponse;
}) {
  const path = productPath(product.alias);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: 'Каталог', path: '/category' },
          { name: product.category.name, path: categoryPath(product.category.alias) },
          { name: product.name, path },
        ]}
      />
      <div className={styles.top}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.info}>
          <h1 className={styles.title}>{product.name}</h1>
          <RatingVote productId={product.id} rating={product.rating} votes={product.votes} />
          <p className={styles.article}>Артикул: {product.article}</p>
          <PriceTag price={product.price} oldPrice={product.old_price} size="lg" />
          {product.day_offer && <DayOfferMark offer={product.day_offer} />}
          <p className={product.in_stock ? styles.inStock : styles.outOfStock} data-testid="stock-state">
            {product.in_stock ? (product.stock <= 3 ? `Осталось ${product.stock} шт.` : 'В наличии') : 'Нет в наличии'}
          </p>
          <BuyBox product={product} />
          {product.in_stock && <DeliveryPromise price={product.price} />}
          <TrackProductView product={ecommerceProduct(product, product.category.name)} />
          <dl className={styles.short}>
            {product.brand && (
              <>
                <dt>Бренд</dt>
                <dd>{product.brand}</dd>
              </>
            )}
            <dt>Возраст</dt>
            <dd>{ageLabel(product.age_from)}</dd>
          </dl>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="about-product">
        <h2 id="about-product">Описание</h2>
        <p className={styles.description}>{product.description}</p>
      </section>
      {product.specs.length > 0 && (
        <section className={styles.section} aria-labelledby="specs">
          <h2 id="specs">Характеристики</h2>
          <dl className={styles.specs} data-testid="specs">
            {product.specs.map((spec) => (
              <div key={spec.name} className={styles.specRow}>
                <dt>{spec.name}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ProductReviews className={styles.section} productId={product.id} initial={reviews} ratings={product.votes} />
      <ProductQuestions className={styles.section} productId={product.id} initial={questions} />
      <ProductShelf
        id="related"
        title="Похожие товары"
        href={categoryPath(product.category.alias)}
        products={product.related}
      />
      <RecentlyViewed
        className={styles.section}
        current={{ id: product.id, alias: product.alias, name: product.name, image: product.image }}
      />
      <JsonLd data={productJsonLd(product, path, { shown: reviews.reviews, total: reviews.total })} />
    </div>
  );
}
