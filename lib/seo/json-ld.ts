// schema.org structured data: Organization (every page), Product with an Offer in RUB, BreadcrumbList.
import type { ProductDetail } from '@/lib/api/catalog';
import type { ProductReview } from '@/lib/api/product-reviews';
import { shop } from '@/lib/config/shop';
import { absoluteUrl, siteUrl } from './site-url';

export type Crumb = { name: string; path: string };

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    legalName: shop.legalName,
    url: siteUrl(),
    email: shop.email,
    telephone: shop.phone,
    taxID: shop.inn,
    address: { '@type': 'PostalAddress', streetAddress: shop.address, addressCountry: 'RU' },
    sameAs: shop.messengers.map((m) => m.url),
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * `reviews`: the published reviews the page shows and how many there are. `ratingCount` counts every rating (star
 * votes and reviews, one per shopper), `reviewCount` the written reviews.
 */
export function productJsonLd(
  product: ProductDetail,
  path: string,
  reviews: { shown: readonly ProductReview[]; total: number } = { shown: [], total: 0 },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.article,
    image: product.images.map((src) => absoluteUrl(src)),
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    category: product.category.name,
    ...(product.votes > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            ratingCount: product.votes,
            reviewCount: reviews.total,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.shown.length > 0
      ? {
          review: reviews.shown.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.name },
            datePublished: review.created_at.slice(0, 10),
            reviewBody: [
              review.text,
              review.pros && `Достоинства: ${review.pros}`,
              review.cons && `Недостатки: ${review.cons}`,
            ]
              .filter(Boolean)
              .join('\n'),
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(path),
      priceCurrency: 'RUB',
      price: product.price,
      // The product of the day's price holds until the offer's Moscow midnight (docs/adr/0077-day-price-everywhere.md).
      ...(product.day_offer ? { priceValidUntil: product.day_offer.ends_at.slice(0, 10) } : {}),
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
  };
}
