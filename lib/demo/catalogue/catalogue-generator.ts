// Deterministic generator of the demo catalogue: the same seed gives the same categories and products.
// Each product draws from its own PRNG stream (seed × index), so products can be generated lazily in batches.
import type { ProductSpec } from '@/lib/db/schema';
import { categoryImageUrl, PALETTE_COUNT, productImageUrl, type ToyKind } from '@/lib/demo/media/image-pool';
import { CATEGORY_DEFS, type CategoryDef } from './categories';
import { describe } from './descriptions';
import { BRAND_INFO, FAMILIES, type Family } from './product-families';
import { mixSeed, Rng } from '@/lib/demo/prng';
import { slugify } from '@/lib/search/translit';

export const DEFAULT_SEED = 20_250_901;
const DAY_MS = 86_400_000;
const MIN_PRICE = 199;
const MAX_PRICE = 14_990;

export type GeneratorOptions = {
  seed?: number;
  /** Reference time for `createdAt` (spread over the 180 days before it). */
  now?: Date;
  firstCategoryId?: number;
  firstProductId?: number;
};

export type GeneratedCategory = {
  id: number;
  alias: string;
  name: string;
  image: string;
  parentId: null;
  sort: number;
  description: string;
  seoText: string;
  kind: ToyKind;
};

export type GeneratedProduct = {
  id: number;
  alias: string;
  name: string;
  description: string;
  price: number;
  oldPrice: number | null;
  brand: string;
  ageFrom: number;
  article: string;
  stock: number;
  isNew: boolean;
  isHit: boolean;
  isSpecial: boolean;
  images: string[];
  specs: ProductSpec[];
  categoryId: number;
  /** A second category (product_categories), or null. */
  extraCategoryId: number | null;
  ratingSum: number;
  ratingCount: number;
  views: number;
  ordersCount: number;
  createdAt: Date;
  /** Search completions this product contributes (not stored on the product). */
  phrases: string[];
};

export function generateCategories(options: GeneratorOptions = {}): GeneratedCategory[] {
  const first = options.firstCategoryId ?? 1;
  return CATEGORY_DEFS.map((def, i) => ({
    id: first + i,
    alias: def.alias,
    name: def.name,
    image: categoryImageUrl(def.alias.slice(1)),
    parentId: null,
    sort: i + 1,
    description: def.description,
    seoText: def.seoText,
    kind: def.kind,
  }));
}

/** Everything that does not depend on the product index, computed once per run. */
export type GeneratorContext = {
  seed: number;
  nowMs: number;
  firstProductId: number;
  categories: GeneratedCategory[];
  byAlias: Map<string, GeneratedCategory>;
  categoryIndices: number[];
  categoryWeights: number[];
  familyWeights: number[][];
};

export function createContext(options: GeneratorOptions = {}): GeneratorContext {
  const categories = generateCategories(options);
  return {
    seed: options.seed ?? DEFAULT_SEED,
    nowMs: (options.now ?? new Date()).getTime(),
    firstProductId: options.firstProductId ?? 1,
    categories,
    byAlias: new Map(categories.map((c) => [c.alias, c])),
    categoryIndices: CATEGORY_DEFS.map((_, i) => i),
    categoryWeights: CATEGORY_DEFS.map((d) => d.weight),
    familyWeights: CATEGORY_DEFS.map((d) => FAMILIES[d.alias].map((f) => f.weight ?? 1)),
  };
}

export function generateProduct(ctx: GeneratorContext, index: number): GeneratedProduct {
  const rng = new Rng(mixSeed(ctx.seed, index));
  const id = ctx.firstProductId + index;
  const defIndex = rng.weighted(ctx.categoryIndices, ctx.categoryWeights);
  const def = CATEGORY_DEFS[defIndex];
  const category = ctx.categories[defIndex];
  const families = FAMILIES[def.alias];
  const family = rng.weighted(families, ctx.familyWeights[defIndex]);

  const slotValues: Record<string, string> = {};
  for (const [slot, values] of Object.entries(family.slots)) slotValues[slot] = rng.pick(values);
  const name = fill(family.pattern, slotValues);
  const brand = family.brand;
  const ageFrom = rng.weighted(
    def.ages.map((a) => a[0]),
    def.ages.map((a) => a[1]),
  );
  const article = `${def.prefix}-${String(id).padStart(6, '0')}`;

  const price = pickPrice(rng, def, family);
  const oldPrice = rng.chance(0.3) ? discountedFrom(price, rng.int(10, 50) / 100) : null;

  const daysAgo = rng.float() * 180;
  const createdAt = new Date(ctx.nowMs - Math.floor(daysAgo * DAY_MS));
  const views = 10 + Math.floor(rng.float() ** 2 * 20_000);
  const isHit = rng.chance(0.12);
  const ordersCount = Math.floor(views * (0.005 + rng.float() * 0.03) * (isHit ? 3 : 1));
  const ratingCount = rng.chance(0.25) ? 0 : 1 + Math.floor(rng.float() ** 3 * 300);
  const ratingSum = clamp(Math.round(ratingCount * (3.5 + rng.float() * 1.5)), ratingCount, ratingCount * 5);

  const palette = rng.int(0, PALETTE_COUNT - 1);
  const imageCount = rng.chance(0.5) ? 3 : 4;
  const images = Array.from({ length: imageCount }, (_, v) => productImageUrl(def.kind, palette, v + 1));

  const extra = def.also && rng.chance(def.also.chance) ? ctx.byAlias.get(rng.pick(def.also.aliases)) : undefined;

  const ageLabel = formatAge(ageFrom);
  const byIndex = family.by ? family.slots[family.by].indexOf(slotValues[family.by]) : -1;
  const material = byIndex >= 0 ? family.materials[byIndex % family.materials.length] : rng.pick(family.materials);
  const sizes = family.sizes ?? ['—'];
  const size = slotValues.size ?? (byIndex >= 0 ? sizes[byIndex % sizes.length] : rng.pick(sizes));
  const info = BRAND_INFO[brand];
  const specs: ProductSpec[] = [
    { name: 'Бренд', value: brand },
    { name: 'Возраст', value: ageLabel },
    { name: 'Материал', value: material },
    { name: 'Размер', value: size },
    { name: 'Страна производства', value: info?.country ?? 'Китай' },
    { name: 'Артикул', value: article },
  ];

  return {
    id,
    alias: `/${slugify(name)}-${id}.html`,
    name,
    description: describe(rng, def.kind, name, brand, ageLabel),
    price,
    oldPrice,
    brand,
    ageFrom,
    article,
    stock: rng.chance(0.1) ? 0 : rng.int(1, 50),
    isNew: daysAgo < 30 ? rng.chance(0.6) : rng.chance(0.03),
    isHit,
    isSpecial: rng.chance(0.12),
    images,
    specs,
    categoryId: category.id,
    extraCategoryId: extra?.id ?? null,
    ratingSum,
    ratingCount,
    views,
    ordersCount,
    createdAt,
    phrases: family.phrases.map((p) => fill(p, slotValues).toLowerCase()),
  };
}

export function* generateProducts(ctx: GeneratorContext, count: number): Generator<GeneratedProduct> {
  for (let i = 0; i < count; i++) yield generateProduct(ctx, i);
}

/** The whole catalogue in memory: for tests and small catalogues (insertion streams instead). */
export function generateCatalogue(count: number, options: GeneratorOptions = {}) {
  const ctx = createContext(options);
  return { categories: ctx.categories, products: [...generateProducts(ctx, count)] };
}

export function formatAge(years: number): string {
  if (years === 0) return 'с рождения';
  return years === 1 ? 'от 1 года' : `от ${years} лет`;
}

function fill(pattern: string, values: Record<string, string>): string {
  return pattern
    .replace(/\{(\w+)\}/g, (_, slot: string) => values[slot] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

function pickPrice(rng: Rng, def: CategoryDef, family: Family): number {
  const factor = family.priceFactor ?? 1;
  const min = def.price[0] * Math.min(factor, 1);
  const max = def.price[1] * factor;
  // Cheaper items are more common, as in a real toy shop.
  return clamp(roundPrice(min + (max - min) * rng.float() ** 1.6), MIN_PRICE, MAX_PRICE);
}

/** Shop-style prices: 199, 490 → 499 under a thousand; 1 990, 2 490 from a thousand. */
export function roundPrice(value: number): number {
  const hundreds = Math.max(1, Math.round(value / 100));
  return hundreds < 10 ? hundreds * 100 - 1 : hundreds * 100 - 10;
}

/** The price before a discount of `rate` (0.1–0.5), always above the price. */
export function discountedFrom(price: number, rate: number): number {
  let old = roundPrice(price / (1 - rate));
  while (old <= price) old += 100;
  return old;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
