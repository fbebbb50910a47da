import { count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { categoryPath, productPath } from '@/lib/catalog/paths';
import { NAMED_LISTS } from '@/lib/catalog/listing-scope';
import { absoluteUrl } from '@/lib/seo/site-url';
import { listCategories } from './categories';
import { listProductAliases } from './product-detail';

/** Sitemaps hold at most 50 000 URLs; products are split into files of this size. */
export const PRODUCTS_PER_SITEMAP = 40_000;

const STATIC_PATHS = [
  '/',
  '/category',
  ...NAMED_LISTS.map((l) => `/${l}`),
  '/about',
  '/delivery',
  '/contacts',
  '/bonuses',
  '/wholesale',
  '/feedback',
  '/privacy',
  '/offer',
  '/mail',
];

export type SitemapEntry = { loc: string; lastmod?: string };

/** The names of the sitemap files: pages, then products-0, products-1, … */
export async function sitemapFiles(db: Db): Promise<string[]> {
  const [{ total }] = await db.select({ total: count() }).from(products).where(eq(products.isActive, true));
  const productFiles = Array.from(
    { length: Math.max(1, Math.ceil(total / PRODUCTS_PER_SITEMAP)) },
    (_, i) => `products-${i}`,
  );
  return ['pages', ...productFiles];
}

export async function sitemapEntries(db: Db, file: string): Promise<SitemapEntry[] | null> {
  if (file === 'pages') {
    const categories = await listCategories(db);
    return [...STATIC_PATHS, ...categories.map((c) => categoryPath(c.alias))].map((p) => ({ loc: absoluteUrl(p) }));
  }
  const match = /^products-(\d{1,4})$/.exec(file);
  if (!match) return null;
  const rows = await listProductAliases(db, PRODUCTS_PER_SITEMAP, Number(match[1]) * PRODUCTS_PER_SITEMAP);
  return rows.map((r) => ({ loc: absoluteUrl(productPath(r.alias)), lastmod: r.createdAt.toISOString().slice(0, 10) }));
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

export function sitemapIndexXml(files: string[]): string {
  const items = files
    .map((f) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemaps/${f}.xml`))}</loc></sitemap>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}
