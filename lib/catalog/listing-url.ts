import { listingQueryString, parseListingQuery, toQuerySegment, withKnownBrands } from './listing-query';
import { scopeFromPath, scopePath, scopeToSegment, type ListingScope } from './listing-scope';

/**
 * The one canonical form of a listing address (/category, /category/{id}, /new, /popular, /sale, /special with
 * their filters): its scope and its query in canonical order — unknown parameters and brands the catalogue does not
 * have dropped, prices rounded (listing-query.ts), the rest sorted. Equivalent addresses give one form. proxy.ts
 * rewrites a listing to the internal route named by it (`internalListingPath`) and the response cache keeps the page
 * under the public address named by it (`canonicalListingUrl`), so both read an address the same way.
 */
export interface CanonicalListing {
  scope: ListingScope;
  /** The canonical query string, '' for none. */
  query: string;
}

/** The canonical form of a listing address, or null when the path is not a listing. `knownBrands`: lower-case
 *  brand → the catalogue's spelling (lib/server/catalog/listing-brands.ts). */
export function canonicalListing(
  pathname: string,
  params: URLSearchParams,
  knownBrands: ReadonlyMap<string, string>,
): CanonicalListing | null {
  const scope = scopeFromPath(pathname);
  if (!scope) return null;
  return { scope, query: listingQueryString(withKnownBrands(parseListingQuery(params), knownBrands)) };
}

/** The public address of a canonical listing (the response cache's key for every equivalent address). */
export function canonicalListingUrl({ scope, query }: CanonicalListing): string {
  return query ? `${scopePath(scope)}?${query}` : scopePath(scope);
}

/** The internal ISR route that renders it: /listing/{scope}/{query} (app/(internal)/listing). */
export function internalListingPath({ scope, query }: CanonicalListing): string {
  return `/listing/${encodeURIComponent(scopeToSegment(scope))}/${toQuerySegment(query)}`;
}

/** Whether a path names a listing at all (cheap: no query read, no catalogue asked). */
export const isListingPath = (pathname: string) => scopeFromPath(pathname) !== null;
