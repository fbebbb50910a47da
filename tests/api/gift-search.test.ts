// Gift phrasings (issue #14): GET /api/search/hints-and-products answers what it understood (age, whom for, budget,
// occasion, the other words) and its goods respect the age and the budget; the results page counts submitted
// searches, which feed the empty box's popular queries and the back office's «Поиск».
import { describe, expect, it, jest } from '@jest/globals';
import { api } from '../support/api';
import { adminClient } from '../support/staff';

jest.setTimeout(60_000);

type Card = { id: number; alias: string; name: string; price: number };
type Understood = {
  age_from?: number;
  age_to?: number;
  for?: 'girl' | 'boy';
  price_min?: number;
  price_max?: number;
  occasion?: string;
  words: string[];
};
type Hints = { hints: string[]; products: Card[]; corrected: string | null; understood: Understood };

async function hints(query: string): Promise<Hints> {
  const res = await api<Hints>(`/api/search/hints-and-products?query=${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return res.json;
}

async function ageOf(alias: string): Promise<number> {
  const res = await api<{ success: boolean; product: { age_from: number } }>('/api/product', {
    method: 'POST',
    json: { alias },
  });
  expect(res.status).toBe(200);
  return res.json.product.age_from;
}

/** Opens the results page, as a submitted search does. */
async function searchPage(query: string): Promise<string> {
  const res = await api<string>(`/search/${encodeURIComponent(query)}`);
  expect(res.status).toBe(200);
  return res.text;
}

describe('gift search: what the hints answer understood', () => {
  it('reads age, whom for and budget; the words left are none', async () => {
    const body = await hints('подарок девочке 5 лет до 2000');
    expect(body.understood).toEqual({ age_from: 5, age_to: 5, for: 'girl', price_max: 2000, words: [] });
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.price).toBeLessThanOrEqual(2000);
      expect(await ageOf(p.alias)).toBeLessThanOrEqual(5);
    }
  });

  it('keeps the catalogue words and bounds the price on both sides', async () => {
    const body = await hints('кукла от 1000 до 3000');
    expect(body.understood).toEqual({ price_min: 1000, price_max: 3000, words: ['кукла'] });
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) {
      expect(p.price).toBeGreaterThanOrEqual(1000);
      expect(p.price).toBeLessThanOrEqual(3000);
      expect(p.name.toLowerCase()).toMatch(/кукл|пупс/);
    }
  });

  it('gives a one-year-old only goods recommended from birth or from one', async () => {
    const body = await hints('что подарить годовалому на день рождения');
    expect(body.understood).toEqual({ age_from: 1, age_to: 1, occasion: 'день рождения', words: [] });
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(await ageOf(p.alias)).toBeLessThanOrEqual(1);
  });

  it('answers a plain query with its words only, and corrects it as before', async () => {
    expect((await hints('кукла')).understood).toEqual({ words: ['кукла'] });
    const typo = await hints('rerkf');
    expect(typo.understood.words).toEqual(['кукла']);
    expect(typo.corrected).toBe('кукла');
  });

  it('a budget nobody meets finds nothing rather than ignoring it', async () => {
    const body = await hints('кукла до 100 рублей');
    expect(body.understood.price_max).toBe(100);
    for (const p of body.products) expect(p.price).toBeLessThanOrEqual(100);
  });
});

describe('gift search: the results page', () => {
  it('shows the understood parts as chips, each linking to the query without it, and respects the budget', async () => {
    const html = await searchPage('подарок мальчику 7 лет до 1500');
    expect(html).toContain('data-testid="search-chips"');
    expect(html).toContain('Для мальчика');
    expect(html).toContain('Возраст: 7 лет');
    expect(html).toContain(`href="/search/${encodeURIComponent('подарок мальчику до 1500')}"`);
    expect(html).toContain(`href="/search/${encodeURIComponent('подарок 7 лет до 1500')}"`);
  });
});

describe('popular queries and the back office «Поиск»', () => {
  it('lists what was searched (and found goods) for everyone; the operator sees searches with no results', async () => {
    // Searched three and two times: popular; once: private; found nothing: not offered.
    for (let i = 0; i < 3; i++) await searchPage('мягкая игрушка');
    for (let i = 0; i < 2; i++) await searchPage('конструктор');
    await searchPage('пазл');
    for (let i = 0; i < 2; i++) await searchPage('зззщщщ ъъъ');

    // The list is cached for everyone (10 minutes) and an earlier suite may already have asked for it: a catalogue
    // change drops every copy tagged «search», as an edit in the back office does in the shop.
    const admin = await adminClient();
    const { price } = (await admin.api<{ product: { price: number } }>('/api/admin/products/1')).json.product;
    for (const next of [price + 1, price]) {
      expect((await admin.api('/api/admin/products/1', { method: 'PATCH', json: { price: next } })).status).toBe(200);
    }

    const popular = await api<{ queries: string[] }>('/api/search/popular');
    expect(popular.status).toBe(200);
    expect(popular.headers.get('cache-control')).toContain('s-maxage=600');
    expect(popular.json.queries).toEqual(expect.arrayContaining(['мягкая игрушка', 'конструктор']));
    expect(popular.json.queries).not.toContain('пазл');
    expect(popular.json.queries).not.toContain('зззщщщ ъъъ');
    expect(popular.json.queries.indexOf('мягкая игрушка')).toBeLessThan(popular.json.queries.indexOf('конструктор'));

    const stats = await admin.api<{
      success: boolean;
      stats: { days: number; top: { query: string; searches: number }[]; empty: { query: string; empty: number }[] };
    }>('/api/admin/search?days=7');
    expect(stats.status).toBe(200);
    expect(stats.json.stats.days).toBe(7);
    expect(stats.json.stats.top.find((r) => r.query === 'мягкая игрушка')?.searches).toBeGreaterThanOrEqual(3);
    expect(stats.json.stats.empty.find((r) => r.query === 'зззщщщ ъъъ')?.empty).toBeGreaterThanOrEqual(2);
    expect(stats.json.stats.empty.find((r) => r.query === 'мягкая игрушка')).toBeUndefined();

    const page = await admin.api<string>('/admin/search?days=30');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Запросы без результатов');
    expect(page.text).toContain('зззщщщ ъъъ');

    expect((await admin.api('/api/admin/search?days=14')).status).toBe(400);
  });
});
