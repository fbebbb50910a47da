import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { sitemapEntries, urlsetXml } from '@/lib/server/catalog/sitemap';
import { failure } from '@/lib/server/http/respond';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file.replace(/\.xml$/, '');
  const entries = await sitemapEntries(await getDb(), name);
  if (!entries) return failure(404, 'Карта сайта не найдена');
  return new Response(urlsetXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl('sitemap') },
  });
}
