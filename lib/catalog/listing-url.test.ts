import { describe, expect, it } from '@jest/globals';
import { canonicalListing, canonicalListingUrl, internalListingPath, type CanonicalListing } from './listing-url';

const known = new Map([['mattel', 'Mattel']]);

/** The canonical form of a public address, as proxy.ts and the response cache read it. */
function read(url: string): CanonicalListing | null {
  const parsed = new URL(url, 'http://shop.test');
  return canonicalListing(parsed.pathname, parsed.searchParams, known);
}

describe('canonical listing address (proxy.ts and the response cache)', () => {
  it('equivalent addresses give one cache key and one internal route', () => {
    const forms = [
      '/category/kukly?price_min=1234&sort=new&utm_source=ya',
      '/category/kukly/?sort=new&price_min=1250&page=1',
      '/category/kukly?sort=new&sort=new&price_min=1200&price_max=&in_stock=0&brand=Нет-такого',
    ].map((url) => read(url)!);
    expect(new Set(forms.map(canonicalListingUrl))).toEqual(new Set(['/category/kukly?sort=new&price_min=1200']));
    expect(new Set(forms.map(internalListingPath))).toEqual(
      new Set([`/listing/category~kukly/${encodeURIComponent('sort=new&price_min=1200')}`]),
    );
  });

  it('keeps a known brand in the catalogue’s spelling; a bare listing has no query', () => {
    expect(canonicalListingUrl(read('/sale?brand=MATTEL&utm_campaign=x')!)).toBe('/sale?brand=Mattel');
    expect(canonicalListingUrl(read('/category')!)).toBe('/category');
    expect(internalListingPath(read('/new')!)).toBe('/listing/list~new/-');
  });

  it('is null for what is not a listing', () => {
    expect(read('/product/kukla?x=1')).toBeNull();
    expect(read('/api/search/hints-and-products?query=a')).toBeNull();
  });
});
