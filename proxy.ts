import { NextResponse, type NextRequest } from 'next/server';
import { listingQueryString, parseListingQuery, toQuerySegment } from '@/lib/catalog/listing-query';
import { scopeFromPath, scopeToSegment } from '@/lib/catalog/listing-scope';

/**
 * Listing URLs (/category, /category/{id}, /new, /popular, /sale, /special) carry filters in the query string.
 * Next.js would render any page that reads searchParams on every request; instead the query is put in canonical
 * order into a path segment of the internal route /listing/{scope}/{query}, which is rendered once and cached.
 * The internal routes are not reachable directly.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith('/listing/') || pathname.startsWith('/home/') || pathname.startsWith('/delivery/')) {
    return NextResponse.rewrite(new URL('/_internal-not-found', request.url));
  }
  const scope = scopeFromPath(pathname);
  if (!scope) return NextResponse.next();
  const query = listingQueryString(parseListingQuery(searchParams));
  const target = new URL(`/listing/${encodeURIComponent(scopeToSegment(scope))}/${toQuerySegment(query)}`, request.url);
  return NextResponse.rewrite(target);
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
