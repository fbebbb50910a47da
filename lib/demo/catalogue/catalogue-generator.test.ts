import { discountedFrom, generateCatalogue, roundPrice } from './catalogue-generator';
import { CATEGORY_DEFS } from './categories';

const NOW = new Date('2025-09-01T12:00:00Z');
const { categories, products } = generateCatalogue(1000, { now: NOW });

describe('generateCatalogue', () => {
  it('gives the same catalogue for the same seed, and another for another seed', () => {
    const again = generateCatalogue(1000, { now: NOW });
    expect(again.products).toEqual(products);
    expect(again.categories).toEqual(categories);
    const other = generateCatalogue(50, { now: NOW, seed: 7 });
    expect(other.products.map((p) => p.name)).not.toEqual(products.slice(0, 50).map((p) => p.name));
  });

  it('makes the requested number of products and at least 12 categories', () => {
    expect(products).toHaveLength(1000);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.find((c) => c.alias === '/kukly')?.name).toBe('Куклы');
    for (const c of categories) {
      expect(c.alias).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.image).toBe(`/media/c/${c.alias.slice(1)}.png`);
      expect(c.description).toMatch(/[а-я]/);
      expect(c.seoText.length).toBeGreaterThan(100);
    }
    // Every category gets products.
    expect(new Set(products.map((p) => p.categoryId)).size).toBe(CATEGORY_DEFS.length);
  });

  it('gives unique ids, aliases and articles', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.alias)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.article)).size).toBe(products.length);
    for (const p of products) {
      expect(p.alias).toMatch(new RegExp(`^/[a-z0-9]+(-[a-z0-9]+)*-${p.id}\\.html$`));
      expect(p.article).toMatch(/^[A-Z]{2}-\d{6}$/);
    }
  });

  it('writes Russian names and descriptions of 2–4 sentences', () => {
    for (const p of products) {
      expect(p.name).toMatch(/[А-Яа-яЁё]/);
      const sentences = p.description.split(/(?<=\.)\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    expect(products.some((p) => p.name.includes('Барби'))).toBe(true);
    expect(products.some((p) => p.name.startsWith('Мягкая игрушка'))).toBe(true);
  });

  it('keeps prices in range with shop endings, and old prices only above the price', () => {
    const discounted = products.filter((p) => p.oldPrice !== null);
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThanOrEqual(199);
      expect(p.price).toBeLessThanOrEqual(14_990);
      expect([90, 99]).toContain(p.price % 100);
      if (p.oldPrice !== null) {
        expect(p.oldPrice).toBeGreaterThan(p.price);
        expect(1 - p.price / p.oldPrice).toBeLessThanOrEqual(0.6);
      }
    }
    expect(discounted.length / products.length).toBeGreaterThan(0.22);
    expect(discounted.length / products.length).toBeLessThan(0.38);
  });

  it('fills stock, flags, ratings, dates, images and specs plausibly', () => {
    const share = (f: (p: (typeof products)[number]) => boolean) => products.filter(f).length / products.length;
    expect(share((p) => p.stock === 0)).toBeGreaterThan(0.05);
    expect(share((p) => p.stock === 0)).toBeLessThan(0.16);
    for (const flag of ['isNew', 'isHit', 'isSpecial'] as const) {
      expect(share((p) => p[flag])).toBeGreaterThan(0.07);
      expect(share((p) => p[flag])).toBeLessThan(0.18);
    }
    for (const p of products) {
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.stock).toBeLessThanOrEqual(50);
      expect([0, 1, 3, 5, 8, 12]).toContain(p.ageFrom);
      expect(p.ratingSum).toBeGreaterThanOrEqual(p.ratingCount);
      expect(p.ratingSum).toBeLessThanOrEqual(p.ratingCount * 5);
      const age = NOW.getTime() - p.createdAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(180 * 86_400_000);
      expect(p.images.length).toBeGreaterThanOrEqual(3);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const url of p.images) expect(url).toMatch(/^\/media\/p\/[a-z]+-\d-\d\.webp$/);
      expect(p.specs.map((s) => s.name)).toEqual([
        'Бренд',
        'Возраст',
        'Материал',
        'Размер',
        'Страна производства',
        'Артикул',
      ]);
      expect(p.specs[5].value).toBe(p.article);
      expect(p.extraCategoryId).not.toBe(p.categoryId);
    }
  });
});

describe('prices', () => {
  it('rounds to shop-style endings', () => {
    expect(roundPrice(160)).toBe(199);
    expect(roundPrice(480)).toBe(499);
    expect(roundPrice(1950)).toBe(1990);
    expect(roundPrice(14_990)).toBe(14_990);
  });

  it('keeps the price before a discount above the price', () => {
    expect(discountedFrom(199, 0.1)).toBeGreaterThan(199);
    expect(discountedFrom(1990, 0.5)).toBe(3990);
  });
});
