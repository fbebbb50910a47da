import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { sitemapFiles, sitemapIndexXml } from '@/lib/server/catalog/sitemap';

export const dynamic = 'force-dynamic';

/** Sitemap index: one file of pages and categories, and product files of up to 40 000 URLs each. */
export async function GET() {
  const xml = sitemapIndexXml(await sitemapFiles(await getDb()));
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl('sitemap') },
  });
}
