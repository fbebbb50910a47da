import { scopeFromPath } from '@/lib/catalog/listing-scope';
import { CACHE_POLICY, categoryTag, productTag, type CachedThingName } from './policy';

/**
 * Which cached thing a public URL path shows, and the tags of that copy: the policy's tags plus the one product
 * or category the path names. The response cache tags what it keeps with this, so `invalidate(tags)` finds it.
 */
export function cachedThingAt(pathname: string): { name: CachedThingName; tags: string[] } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const thing = (name: CachedThingName, ...own: string[]) => ({ name, tags: [...CACHE_POLICY[name].tags, ...own] });
  if (path === '/') return thing('homePage');
  const scope = scopeFromPath(path);
  if (scope) return scope.kind === 'category' ? thing('listingPage', categoryTag(scope.slug)) : thing('listingPage');
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) return thing('productPage', productTag(product[1]));
  if (/^\/api\/(popular|new|sale|hit)$/.test(path)) return thing('productLists');
  if (path === '/api/main/cat') return thing('categories');
  if (path === '/api/search/hints-and-products') return thing('searchHints');
  if (path === '/api/search/popular') return thing('searchPopular');
  if (path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return thing('sitemap');
  if (path === '/yandex-market.yml') return thing('ymlFeed');
  if (path === '/api/reviews') return thing('reviews');
  if (path === '/api/product-reviews' || path === '/api/product-questions') return thing('productFeedback');
  if (path === '/delivery') return thing('deliveryPage');
  if (path === '/api/cart/shipping-list' || path === '/api/cart/pvz-list') return thing('delivery');
  if (path === '/api/delivery/cities' || path === '/api/delivery/promise') return thing('deliveryPromise');
  if (path.startsWith('/media/')) return thing('media');
  if (path === '/api/payments/mode') return thing('paymentsMode');
  if (path === '/api/analytics/config') return thing('analyticsConfig');
  return null;
}

/** The tags of the copy at a URL (path and query), or none for a path the policy does not name. */
export function tagsForUrl(url: string): string[] {
  const pathname = url.split(/[?#]/, 1)[0];
  return cachedThingAt(pathname)?.tags ?? [];
}
