// The embedded page cache (lib/cache/embedded-cache-handler.cjs, Next's own handler underneath): a page stored
// just after an invalidation of one of its tags may have been rendered from data read before it, so it is not
// served; a page whose tags were not touched is.
import { describe, expect, it } from '@jest/globals';
import { PAGE_RENDER_ALLOWANCE_MS } from './policy';

type Handler = {
  get(key: string, ctx: { kind: string }): Promise<{ lastModified: number } | null>;
  set(key: string, data: unknown, ctx: { kind: string; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const EmbeddedCacheHandler = require('./embedded-cache-handler.cjs') as new (ctx: object) => Handler;

const handler = new EmbeddedCacheHandler({
  flushToDisk: false,
  serverDistDir: '/nonexistent',
  revalidatedTags: [],
  maxMemoryCacheSize: 10 * 1024 * 1024,
  fs: { existsSync: () => false, readFileSync: () => '', readFile: async () => '', stat: async () => null },
});

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: '<html lang="ru"></html>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});
const PAGE = { kind: 'APP_PAGE', cacheControl: { revalidate: 300, expire: 3600 } };

describe('embedded page cache', () => {
  it('does not serve a page stored right after one of its tags was invalidated', async () => {
    await handler.revalidateTag(['_N_T_/product/kukla-a']);
    await handler.set('/product/kukla-a', page('_N_T_/product/kukla-a,_N_T_/layout'), PAGE);
    expect(await handler.get('/product/kukla-a', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('serves a page whose tags were not invalidated, dated from when its render may have begun', async () => {
    const before = Date.now();
    await handler.set('/product/kukla-b', page('_N_T_/product/kukla-b,_N_T_/layout'), PAGE);
    const copy = await handler.get('/product/kukla-b', { kind: 'APP_PAGE' });
    expect(copy).not.toBeNull();
    expect(copy!.lastModified).toBeLessThanOrEqual(before - PAGE_RENDER_ALLOWANCE_MS + 50);
  });
});
