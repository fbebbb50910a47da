import { NextResponse, type NextRequest } from 'next/server';
import { internalListingPath } from '@/lib/catalog/listing-url';
import { canonicalListingOf } from '@/lib/server/catalog/canonical-listing';

/**
 * Listing URLs (/category, /category/{id}, /new, /popular, /sale, /special) carry filters in the query string.
 * Next.js would render any page that reads searchParams on every request; instead the query is put in canonical
 * order into a path segment of the internal route /listing/{scope}/{query}, which is rendered once and cached.
 * The internal routes are not reachable directly.
 *
 * Equivalent addresses share that one cached page: the canonical form (lib/catalog/listing-url.ts, the same the
 * response cache keys its copies by) drops unknown parameters and brands the catalogue does not have, rounds prices
 * and sorts the rest. The shopper's address
 * is left as it is, not redirected: the filter form submits its fields as typed (`sort=popular`, `price_min=1234`),
 * so a redirect would cost most filter changes a round trip, and would strip the tracking parameters of an
 * advertising link; search engines are told the canonical address by the page's <link rel="canonical">.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith('/listing/') || pathname.startsWith('/home/') || pathname.startsWith('/delivery/')) {
    return NextResponse.rewrite(new URL('/_internal-not-found', request.url));
  }
  const listing = await canonicalListingOf(pathname, searchParams);
  if (!listing) return NextResponse.next();
  return NextResponse.rewrite(new URL(internalListingPath(listing), request.url));
}

export const config = {
  matcher: [
    '/category',
    '/category/:path*',
    '/new',
    '/popular',
    '/sale',
    '/special',
    '/listing/:path*',
    '/home/:path*',
    '/delivery/:path+',
  ],
};
