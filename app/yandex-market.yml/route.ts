// GET /yandex-market.yml: the catalogue for Yandex Market (lib/server/catalog/yml-feed.ts), with Last-Modified
// from the last catalogue change so the robot downloads it again only after one.
import { cacheControl } from '@/lib/cache/policy';
import { getDb } from '@/lib/db/client';
import { ymlFeed } from '@/lib/server/catalog/yml-feed';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const feed = await ymlFeed(await getDb());
  // HTTP dates have whole seconds.
  const modified = new Date(Math.floor(feed.lastModified.getTime() / 1000) * 1000);
  const headers = {
    'Last-Modified': modified.toUTCString(),
    'Cache-Control': cacheControl('ymlFeed'),
  };
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  if (!Number.isNaN(since) && since >= modified.getTime()) return new Response(null, { status: 304, headers });
  return new Response(feed.xml, { headers: { ...headers, 'Content-Type': 'application/xml; charset=utf-8' } });
}
