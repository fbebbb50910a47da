// Optimised pictures (`/_next/image`) are encoded once and then served from Next's image cache: without Redis from
// the byte-bounded memory LRU of lib/cache/embedded-cache-handler.cjs, with Redis from Next's disk cache
// (next.config.mjs). Before, without Redis, every request encoded the picture again (X-Nextjs-Cache: MISS each time).
import { describe, expect, it, jest } from '@jest/globals';
import { api, baseUrl } from '../support/api';

jest.setTimeout(60_000);

/** The first optimised picture a product page's HTML asks for, as a path. */
async function firstPictureOfAProduct(): Promise<string> {
  const popular = await api<{ products: { alias: string }[] }>('/api/popular');
  const slug = popular.json.products[0].alias.replace(/^\//, '').replace(/\.html$/, '');
  const page = await api(`/product/${slug}`, { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  const src = /\/_next\/image\?url=[^"\s]+/.exec(page.text)?.[0];
  if (!src) throw new Error('the product page has no optimised picture');
  return src.replaceAll('&amp;', '&');
}

const picture = (path: string) => fetch(`${baseUrl()}${path}`, { headers: { accept: 'image/avif,image/webp,*/*' } });

describe('optimised pictures', () => {
  it('are encoded once: the second request for the same picture is a cache HIT with the same bytes', async () => {
    const path = await firstPictureOfAProduct();
    const first = await picture(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/(webp|avif)$/);
    expect(['MISS', 'HIT', 'STALE']).toContain(first.headers.get('x-nextjs-cache'));
    const firstBytes = Buffer.from(await first.arrayBuffer());

    const second = await picture(path);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);
  });

  it('a picture at another width is an entry of its own', async () => {
    const path = await firstPictureOfAProduct();
    const width = Number(/[?&]w=(\d+)/.exec(path)?.[1]);
    const other = path.replace(/([?&]w=)\d+/, `$1${width === 96 ? 160 : 96}`);
    const a = await picture(other);
    expect(a.status).toBe(200);
    const b = await picture(other);
    expect(b.headers.get('x-nextjs-cache')).toBe('HIT');
    await picture(path);
    const original = await picture(path);
    expect(original.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(Buffer.from(await b.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(false);
  });
});
