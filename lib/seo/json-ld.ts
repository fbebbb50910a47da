// schema.org structured data: Organization (every page), Product with an Offer in RUB, BreadcrumbList.
import type { ProductDetail } from '@/lib/api/catalog';
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

export function productJsonLd(product: ProductDetail, path: string) {
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
            reviewCount: product.votes,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(path),
      priceCurrency: 'RUB',
      price: product.price,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
  };
}
