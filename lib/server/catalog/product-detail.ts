import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/api/catalog';
import type { Db } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import {
  atOfferPrice,
  cardsAtTodaysPrices,
  offerEndsAt,
  todaysOffer,
} from '@/lib/server/promotions/product-of-the-day';
import { toCategory } from './categories';
import { cardColumns, toProductCard } from './product-card';

const RELATED_COUNT = 8;

/**
 * A product by its alias `/{slug}.html`, with its main category and related goods; null when unknown. Priced as
 * the storefront shows it today: the product of the day (itself or a related card) at its day price.
 */
export async function getProductByAlias(db: Db, alias: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.alias, alias), eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { product, category } = row;

  const related = await db
    .select(cardColumns)
    .from(products)
    .where(
      and(
        eq(products.categoryId, product.categoryId),
        ne(products.id, product.id),
        eq(products.isActive, true),
        gt(products.stock, 0),
      ),
    )
    .orderBy(desc(products.ordersCount), desc(products.id))
    .limit(RELATED_COUNT);

  const offer = await todaysOffer(db);
  const isOffer = offer?.productId === product.id;
  return {
    ...atOfferPrice(toProductCard(product), offer),
    description: product.description,
    images: product.images,
    article: product.article,
    age_from: product.ageFrom,
    stock: product.stock,
    specs: product.specs,
    category: toCategory(category),
    related: await cardsAtTodaysPrices(db, related.map(toProductCard)),
    day_offer: offer && isOffer ? { percent: offer.percent, ends_at: offerEndsAt(offer) } : null,
  };
}

/** Every active product alias (for the sitemap), newest first. */
export async function listProductAliases(db: Db, limit: number, offset = 0) {
  return db
    .select({ alias: products.alias, createdAt: products.createdAt })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(desc(products.id))
    .limit(limit)
    .offset(offset);
}
