// The product page (issue 2): gallery, price and old price, stock, description, characteristics, rating vote,
// related products; and the two 404s (docs/PRODUCT.md#routing-rules).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Card = { id: number; alias: string; name: string; price: number; old_price: number | null; in_stock: boolean };
type Detail = Card & {
  description: string;
  images: string[];
  stock: number;
  rating: number;
  votes: number;
  specs: { name: string; value: string }[];
  category: { alias: string; name: string };
  related: Card[];
};

/** React sets its props on a DOM node when it hydrates it: before that, a click does nothing. */
const hydrated = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);

/** `1 990 ₽`, as lib/format/price.ts writes it. */
const rub = (n: number) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')}\u00a0₽`;
const pathOf = (alias: string) => `/product/${alias.replace(/^\//, '').replace(/\.html$/, '')}`;

async function list(request: APIRequestContext, name: 'popular' | 'new' | 'sale' | 'hit'): Promise<Card[]> {
  const res = await request.get(`/api/${name}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: Card[] }).products;
}

async function detail(request: APIRequestContext, alias: string): Promise<Detail> {
  const res = await request.post('/api/product', { data: { alias } });
  expect(res.ok(), `product ${alias}`).toBe(true);
  return ((await res.json()) as { product: Detail }).product;
}

/** A discounted product with several images, characteristics and related products. */
async function richProduct(request: APIRequestContext): Promise<Detail> {
  for (const card of await list(request, 'sale')) {
    const product = await detail(request, card.alias);
    if (product.images.length > 1 && product.specs.length > 0 && product.related.length > 0) return product;
  }
  throw new Error('no discounted product with several images in the demo catalogue');
}

const info = (page: Page) => page.locator('main');

test('gallery thumbnails switch the main image', { tag: '@mobile' }, async ({ page, request }) => {
  const product = await richProduct(request);
  await page.goto(pathOf(product.alias));
  const gallery = page.getByTestId('product-gallery');
  const main = gallery.getByRole('img', { name: product.name });
  await expect(main).toHaveAttribute('src', new RegExp(encodeURIComponent(product.images[0]).replace(/\./g, '\\.')));

  const thumbs = gallery.getByRole('button', { name: /^Фото \d+ из \d+$/ });
  await expect(thumbs).toHaveCount(product.images.length);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  const second = gallery.getByRole('button', { name: `Фото 2 из ${product.images.length}` });
  await hydrated(second);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(main).toHaveAttribute('src', new RegExp(encodeURIComponent(product.images[1]).replace(/\./g, '\\.')));
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('name, price with old price, stock, description and characteristics', async ({ page, request }) => {
  const product = await richProduct(request);
  const response = await page.goto(pathOf(product.alias));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  // The product's own price is the first on the page (related cards come after).
  await expect(info(page).getByTestId('price').first()).toHaveText(rub(product.price));
  await expect(info(page).locator('s').first()).toHaveText(`Старая цена ${rub(product.old_price!)}`);
  const stock = product.in_stock
    ? product.stock <= 3
      ? `Осталось ${product.stock} шт.`
      : 'В наличии'
    : 'Нет в наличии';
  await expect(page.getByTestId('stock-state')).toHaveText(stock);

  const description = page.getByRole('region', { name: 'Описание' });
  await expect(description).toContainText(product.description);
  const specs = page.getByTestId('specs');
  await expect(page.getByRole('heading', { name: 'Характеристики' })).toBeVisible();
  await expect(specs.locator('dt')).toHaveText(product.specs.map((s) => s.name));
  await expect(specs.locator('dd')).toHaveText(product.specs.map((s) => s.value));

  const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Главная', 'Каталог', product.category.name, product.name]);
});

test('a product out of stock says so', async ({ page, request }) => {
  // Out-of-stock products are not on the home lists; find one in the catalogue.
  let href: string | null = null;
  for (let n = 1; n <= 20 && !href; n++) {
    const res = await request.get(`/category?page=${n}`);
    if (!res.ok()) break;
    const html = await res.text();
    const card = html
      .split('data-testid="product-card"')
      .slice(1)
      .find((part) => part.split('</article>')[0].includes('Нет в наличии'));
    href = card ? /href="(\/product\/[a-z0-9-]+)"/.exec(card)![1] : null;
  }
  expect(href, 'the demo catalogue has a product out of stock').not.toBeNull();
  await page.goto(href!);
  await expect(page.getByTestId('stock-state')).toHaveText('Нет в наличии');
});

test('a rating vote updates the shown average and count; a repeat vote replaces it', async ({
  page,
  request,
}, testInfo) => {
  // A product no other test votes on (another one on a retry: the first attempt's vote stays).
  const candidates = await list(request, 'sale');
  const card = candidates[candidates.length - 1 - testInfo.retry];
  await page.goto(pathOf(card.alias));
  const vote = page.getByTestId('rating-vote');
  const summary = page.getByTestId('rating-summary');
  await expect(summary).toHaveText(/^(\d\.\d · \d+ оцен(ка|ки|ок)|Оценок пока нет)$/);
  // The page is cached for a few minutes; the database knows the current count.
  const before = await detail(request, card.alias);

  const five = vote.getByRole('radio', { name: 'Оценка 5' });
  await hydrated(five);
  const first = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vote');
  await five.click();
  const firstResult = (await (await first).json()) as { success: boolean; rating: number; votes: number };
  expect(firstResult.success).toBe(true);
  expect(firstResult.votes).toBe(before.votes + 1);
  // Averages are rounded for display, so allow for the rounding of both.
  expect(Math.abs(firstResult.rating - (before.rating * before.votes + 5) / (before.votes + 1))).toBeLessThanOrEqual(
    0.1,
  );
  await expect(summary).toHaveText(
    new RegExp(`^${firstResult.rating.toFixed(1).replace('.', '\\.')} · ${firstResult.votes} оцен`),
  );
  await expect(five).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Спасибо за оценку!')).toBeVisible();

  const one = vote.getByRole('radio', { name: 'Оценка 1' });
  await expect(one).toBeEnabled();
  const second = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/vote');
  await one.click();
  const secondResult = (await (await second).json()) as { rating: number; votes: number };
  expect(secondResult.votes).toBe(firstResult.votes);
  // One vote among many moves the rounded average little or not at all; the count is what shows the replacement.
  expect(secondResult.rating).toBeLessThanOrEqual(firstResult.rating);
  await expect(summary).toHaveText(
    new RegExp(`^${secondResult.rating.toFixed(1).replace('.', '\\.')} · ${secondResult.votes} оцен`),
  );
  await expect(one).toHaveAttribute('aria-checked', 'true');
  await expect(five).toHaveAttribute('aria-checked', 'false');
});

test('related products are shown and open their pages', async ({ page, request }) => {
  const product = await richProduct(request);
  await page.goto(pathOf(product.alias));
  const related = page.getByTestId('shelf-related');
  await expect(related.getByRole('heading', { name: 'Похожие товары' })).toBeVisible();
  await expect(related.getByTestId('product-card')).toHaveCount(product.related.length);
  const target = product.related[0];
  const link = related.getByTestId('product-card').first().getByRole('heading').getByRole('link');
  await expect(link).toHaveText(target.name);
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(pathOf(target.alias));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
});

test.describe('404s', () => {
  test('a malformed slug fails the route check: 404 "Page Not Found: {path}"', async ({ page }) => {
    const response = await page.goto('/product/Not_A_Slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /product/Not_A_Slug');
  });

  test('an unknown well-formed slug: 404 "Page not found: {path}"', async ({ page }) => {
    const response = await page.goto('/product/no-such-toy-999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /product/no-such-toy-999999');
  });
});
