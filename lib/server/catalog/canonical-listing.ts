import { canonicalListing, canonicalListingUrl, isListingPath, type CanonicalListing } from '@/lib/catalog/listing-url';
import { knownListingBrands } from './listing-brands';

/**
 * The canonical form of a listing request against the catalogue's brands (lib/catalog/listing-url.ts): what
 * proxy.ts rewrites to and what the response cache keys the page by. Null when the path is not a listing (then the
 * catalogue is not asked).
 */
export async function canonicalListingOf(pathname: string, params: URLSearchParams): Promise<CanonicalListing | null> {
  if (!isListingPath(pathname)) return null;
  return canonicalListing(pathname, params, await knownListingBrands());
}

/**
 * A request URL as the shop reads it: a listing's canonical public address (the response cache keeps one copy for
 * every equivalent address, as proxy.ts renders one page for them), any other URL as it came.
 */
export function canonicalRequestUrl(url: string): string | Promise<string> {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!isListingPath(pathname)) return url;
  const params = new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1));
  return canonicalListingOf(pathname, params).then((listing) => (listing ? canonicalListingUrl(listing) : url));
}
