// Coalesced cache misses (issue 12): when a page's copy is gone — dropped by a catalogue change, or never made —
// the requests that come for it at once wait for one pass through Next instead of each rendering and compressing
// a copy of its own. The server runs with SHOP_TEST_MODE=1, in which every answer the response cache could keep
// carries `X-Cache-Fill`: the number of the pass through Next that made its copy (the side channel exists only in
// test mode). One number across a burst is one render for all of it; without coalescing every request of the burst
// would be a miss of its own, with a number of its own.
//
// Runs on the suite's server (PGlite or PostgreSQL, as the pass says). The product's price is changed through the
// back office (which invalidates its page, the listings and home) and set back at the end.
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { formatPrice } from '@/lib/format/price';
import { api, type ApiResponse } from '../support/api';
import { adminClient, type StaffClient } from '../support/staff';

jest.setTimeout(120_000);

const BURST = 12;
const html = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The response cache keeps a page after compressing it, asynchronously: asks until it answers (X-Cache: HIT). */
async function untilKept(url: string) {
  for (let i = 0; i < 100; i++) {
    const res = await api(url, { headers: html });
    if (res.headers.get('x-cache') === 'HIT') return res;
    await sleep(50);
  }
  throw new Error(`${url} was never kept by the response cache`);
}

const burst = (url: string) => Promise.all(Array.from({ length: BURST }, () => api(url, { headers: html })));

/** What a burst's answers say about the passes through Next behind them. */
function passes(answers: ApiResponse[]) {
  return {
    statuses: [...new Set(answers.map((a) => a.status))],
    fills: [...new Set(answers.map((a) => a.headers.get('x-cache-fill')))],
    misses: answers.filter((a) => a.headers.get('x-cache') === 'MISS').length,
    bodies: new Set(answers.map((a) => a.text)).size,
  };
}

let admin: StaffClient | undefined;
let restore: (() => Promise<unknown>) | undefined;
afterAll(async () => {
  await restore?.();
});

describe('concurrent misses of one page are coalesced into one render', () => {
  it('a product page just invalidated by a price change: the burst that follows is served by one render', async () => {
    admin = await adminClient();
    const products = (await api('/api/new')).json.products as { id: number; alias: string; price: number }[];
    const product = products[products.length - 1];
    const pagePath = `/product/${product.alias.slice(1, -'.html'.length)}`;
    const before = await untilKept(pagePath);
    expect(before.text).toContain(formatPrice(product.price));
    const keptFill = before.headers.get('x-cache-fill');
    expect(keptFill).toMatch(/^\d+$/);

    const newPrice = product.price + 1 + Math.floor(Math.random() * 900);
    const changed = await admin.api(`/api/admin/products/${product.id}`, {
      method: 'PATCH',
      json: { price: newPrice, old_price: null },
    });
    expect(changed.status).toBe(200);
    restore = () =>
      admin!.api(`/api/admin/products/${product.id}`, { method: 'PATCH', json: { price: product.price } });

    const answers = await burst(pagePath);
    const seen = passes(answers);
    expect(seen).toEqual({ statuses: [200], fills: [expect.stringMatching(/^\d+$/)], misses: 1, bodies: 1 });
    // A new copy, not the one from before the change.
    expect(seen.fills[0]).not.toBe(keptFill);
    // Next may answer that first request with its previous render while it regenerates (kept a second only):
    // the new price follows.
    for (let i = 0; i < 50 && !(await api(pagePath, { headers: html })).text.includes(formatPrice(newPrice)); i++)
      await sleep(200);
    expect((await api(pagePath, { headers: html })).text).toContain(formatPrice(newPrice));
  });

  it('a listing nobody asked for yet: the burst for it is served by one render', async () => {
    const url = `/category?price_max=${2_000_000 + Math.floor(Math.random() * 7_000_000)}`;
    const seen = passes(await burst(url));
    expect(seen).toEqual({ statuses: [200], fills: [expect.stringMatching(/^\d+$/)], misses: 1, bodies: 1 });
  });

  it('personal answers are never coalesced or shared: each request of a burst gets its own', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => api('/api/user-info', { headers: { 'accept-encoding': 'gzip, br' } })),
    );
    expect([...new Set(answers.map((a) => a.status))]).toEqual([200]);
    expect(answers.filter((a) => a.headers.get('x-cache') !== null)).toEqual([]);
    expect(answers.filter((a) => a.headers.get('x-cache-fill') !== null)).toEqual([]);
  });
});
