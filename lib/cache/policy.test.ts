import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { cachedThingAt, tagsForUrl } from './paths';
import {
  CACHE_BOUNDS,
  CACHE_POLICY,
  cacheControl,
  categoryTags,
  isrRevalidate,
  memoPolicy,
  PAGE_RENDER_ALLOWANCE_MS,
  PRIVATE_NO_STORE,
  type IsrPageName,
} from './policy';

const root = path.resolve(__dirname, '../..');

/** Every source file under a folder (tests excluded). */
function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

describe('cacheControl', () => {
  it.each([
    ['productLists', 'public, max-age=60, s-maxage=60, stale-while-revalidate=300'],
    ['categories', 'public, max-age=60, s-maxage=60'],
    ['searchHints', 'public, max-age=60, s-maxage=60'],
    ['sitemap', 'public, max-age=3600'],
    ['reviews', 'public, max-age=60'],
    ['delivery', 'public, max-age=60'],
    ['media', 'public, max-age=31536000, immutable'],
    ['buildMeta', 'public, max-age=31536000, immutable'],
    ['buildMarker', PRIVATE_NO_STORE],
    ['personal', 'private, no-store'],
  ] as const)('%s → %s', (name, header) => {
    expect(cacheControl(name)).toBe(header);
  });

  it('gives memos their lifetime in ms and their tags', () => {
    expect(memoPolicy('categories')).toEqual({ ttlMs: 60_000, tags: ['catalog', 'categories'] });
  });
});

describe('the policy is the one place lifetimes are written', () => {
  const files = ['app', 'components', 'lib']
    .flatMap(sources)
    .filter((file) => !file.startsWith(path.join('lib', 'cache')));

  it('no Cache-Control value, s-maxage/max-age number or memo lifetime is written outside it', () => {
    const offenders = files.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return (
        /['"]cache-control['"]\s*:\s*['"`]/i.test(text) ||
        /\b(s-maxage|max-age|stale-while-revalidate)=\d/.test(text) ||
        /\bmemo\([^,]+,\s*\d/.test(text)
      );
    });
    expect(offenders).toEqual([]);
  });

  it("each ISR page's `revalidate` literal equals the policy's (Next reads it statically, so it cannot import it)", () => {
    const isrPages = Object.entries(CACHE_POLICY).flatMap(([name, thing]) =>
      'isr' in thing ? [{ name: name as IsrPageName, file: path.join('app', thing.isr.route, 'page.tsx') }] : [],
    );
    const exporting = files.filter((file) =>
      /^export const revalidate\b/m.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(exporting.sort()).toEqual(isrPages.map((page) => page.file).sort());
    for (const { name, file } of isrPages) {
      const literal = /^export const revalidate = (\d+);$/m.exec(fs.readFileSync(path.join(root, file), 'utf8'));
      expect([file, Number(literal?.[1])]).toEqual([file, isrRevalidate(name)]);
    }
  });
});

describe('cache bounds', () => {
  it("Next's cache handlers (CommonJS, they cannot import the policy) use the policy's bounds", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const handler = require('./redis-cache-handler.cjs') as { bounds: Record<string, number> };
    // The response cache's own lifetime is not the page cache's concern; images are the embedded handler's.
    const pageCacheBounds = Object.fromEntries(
      Object.entries(CACHE_BOUNDS).filter(
        ([name]) => !['responseCacheVariantSeconds', 'imageMemoryBytes'].includes(name),
      ),
    );
    expect(handler.bounds).toEqual(pageCacheBounds);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const embedded = require('./embedded-cache-handler.cjs') as { bounds: Record<string, number> };
    expect(embedded.bounds).toEqual({ imageMemoryBytes: CACHE_BOUNDS.imageMemoryBytes });
  });

  it('both handlers count a page from when its render may have started', () => {
    for (const file of ['./redis-cache-handler.cjs', './embedded-cache-handler.cjs']) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const handler = require(file) as { renderAllowanceMs: number };
      expect([file, handler.renderAllowanceMs]).toEqual([file, PAGE_RENDER_ALLOWANCE_MS]);
    }
  });
});

describe('tags by URL', () => {
  it.each([
    ['/', 'homePage', ['catalog', 'home', 'lists', 'categories', 'offer']],
    ['/category', 'listingPage', ['catalog', 'listings', 'offer']],
    ['/category/kukly?sort=price', 'listingPage', ['catalog', 'listings', 'offer', 'category:kukly']],
    ['/category/12/', 'listingPage', ['catalog', 'listings', 'offer', 'category:12']],
    ['/sale?page=2', 'listingPage', ['catalog', 'listings', 'offer']],
    ['/product/kukla-masha', 'productPage', ['catalog', 'offer', 'product:kukla-masha']],
    ['/api/popular', 'productLists', ['catalog', 'lists', 'offer']],
    ['/api/main/cat', 'categories', ['catalog', 'categories']],
    ['/api/search/hints-and-products?query=kukla', 'searchHints', ['catalog', 'search', 'offer']],
    ['/api/search/popular', 'searchPopular', ['search']],
    ['/sitemaps/products-1.xml', 'sitemap', ['catalog', 'sitemap']],
    ['/api/payments/mode', 'paymentsMode', []],
  ])('%s is the %s with tags %j', (url, name, tags) => {
    expect(cachedThingAt(url.split('?')[0])?.name).toBe(name);
    expect(tagsForUrl(url)).toEqual(tags);
  });

  it.each(['/about', '/cart', '/api/user-info', '/search/kukla'])('%s has no tags', (url) => {
    expect(tagsForUrl(url)).toEqual([]);
  });

  it('names a category by both of its addresses', () => {
    expect(categoryTags({ id: 12, alias: '/kukly' })).toEqual(['category:12', 'category:kukly']);
  });
});
