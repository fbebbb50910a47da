// Routing errors and SEO (issue 2, docs/PRODUCT.md#routing-rules): 404 texts and statuses; lang, title, description,
// canonical and OpenGraph; JSON-LD Product (Offer in RUB), BreadcrumbList and Organization; sitemap and robots.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Card = { alias: string; name: string; price: number };
type JsonLd = Record<string, any>;

const pathOf = (alias: string) => `/product/${alias.replace(/^\//, '').replace(/\.html$/, '')}`;

async function someProduct(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/popular');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: Card[] }).products[0];
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((b) => b['@type'] === type);

/** Title, description, canonical (its path) and og:title of the current page. */
async function head(page: Page) {
  const content = async (selector: string, attr: string) => {
    const el = page.locator(selector);
    return (await el.count()) ? el.first().getAttribute(attr) : null;
  };
  const canonical = await content('link[rel="canonical"]', 'href');
  return {
    title: await page.title(),
    description: await content('meta[name="description"]', 'content'),
    canonicalPath: canonical === null ? null : new URL(canonical).pathname + new URL(canonical).search,
    ogTitle: await content('meta[property="og:title"]', 'content'),
    ogUrl: await content('meta[property="og:url"]', 'content'),
  };
}

test.describe('404', () => {
  test('an unmatched route answers 404 with "Page not found: {path}"', async ({ page }) => {
    for (const path of ['/no-such-page', '/toys/dolls/barbie']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: ${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      // The shop's frame is still there, with a way back.
      await expect(page.getByTestId('logo')).toBeVisible();
      await expect(page.getByTestId('not-found').getByRole('link', { name: 'На главную' })).toHaveAttribute(
        'href',
        '/',
      );
    }
  });

  test('a category: a malformed id fails the route check, an unknown one is not found', async ({ page }) => {
    let response = await page.goto('/category/Not_A_Slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /category/Not_A_Slug');

    response = await page.goto('/category/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /category/no-such-category');
  });

  test('an in-app link to an unmatched route shows the same message', async ({ page }) => {
    await page.goto('/no-such-page');
    const home = page.getByTestId('not-found').getByRole('link', { name: 'На главную' });
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('shelf-popular')).toBeVisible();
  });

  test('internal routes are not reachable directly', async ({ request }) => {
    for (const path of ['/listing/all/-', '/home/main']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });
});

test.describe('SEO', () => {
  test('home: lang, title, description, canonical, og:title, Organization', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const meta = await head(page);
    expect(meta.title).toContain('Куклёнок');
    expect(meta.description).toMatch(/\S{10,}/);
    expect(meta.canonicalPath).toBe('/');
    expect(meta.ogTitle).toMatch(/Куклёнок/);
    const organization = ofType(await jsonLd(page), 'Organization');
    expect(organization).toHaveLength(1);
    expect(organization[0]).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Куклёнок',
      telephone: '+7 (800) 555-35-35',
    });
    expect(organization[0].sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/t\.me\//)]));
  });

  test('category: title, description, canonical, og:title, BreadcrumbList; filtered pages are noindex', async ({
    page,
  }) => {
    const response = await page.goto('/category/kukly');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const meta = await head(page);
    expect(meta.title).toMatch(/^Куклы — /);
    expect(meta.description).toMatch(/\S{10,}/);
    expect(meta.canonicalPath).toBe('/category/kukly');
    expect(meta.ogTitle).toBe('Куклы');
    const blocks = await jsonLd(page);
    expect(ofType(blocks, 'Organization')).toHaveLength(1);
    const [crumbs] = ofType(blocks, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((i: JsonLd) => [i.position, i.name])).toEqual([
      [1, 'Главная'],
      [2, 'Каталог'],
      [3, 'Куклы'],
    ]);
    expect(new URL(crumbs.itemListElement[2].item).pathname).toBe('/category/kukly');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    // Page 2 has its own canonical; a narrowed list is not for the index.
    await page.goto('/category/kukly?page=2');
    expect((await head(page)).canonicalPath).toBe('/category/kukly?page=2');
    await page.goto('/category/kukly?in_stock=1');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('product: title, description, canonical, og:title and og:image; JSON-LD Product with an Offer in RUB', async ({
    page,
    request,
  }) => {
    const product = await someProduct(request);
    const path = pathOf(product.alias);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const meta = await head(page);
    expect(meta.title).toContain(product.name);
    expect(meta.description).toContain(product.name);
    expect(meta.canonicalPath).toBe(path);
    expect(meta.ogTitle).toBe(product.name);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/media\//,
    );

    const blocks = await jsonLd(page);
    const [item] = ofType(blocks, 'Product');
    expect(item).toMatchObject({ '@context': 'https://schema.org', name: product.name });
    expect(item.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'RUB', price: product.price });
    expect(new URL(item.offers.url).pathname).toBe(path);
    expect(item.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(item.image.length).toBeGreaterThan(0);
    const [crumbs] = ofType(blocks, 'BreadcrumbList');
    const names = crumbs.itemListElement.map((i: JsonLd) => i.name);
    expect(names[0]).toBe('Главная');
    expect(names[names.length - 1]).toBe(product.name);
    expect(crumbs.itemListElement.map((i: JsonLd) => i.position)).toEqual(names.map((_: string, n: number) => n + 1));
    expect(ofType(blocks, 'Organization')).toHaveLength(1);
  });

  test('content pages have a title, description, canonical and og:title', async ({ page }) => {
    for (const path of ['/about', '/delivery', '/contacts']) {
      await page.goto(path);
      const meta = await head(page);
      expect(meta.title, path).toMatch(/\S+ — Куклёнок$/);
      expect(meta.description, path).toMatch(/\S{10,}/);
      expect(meta.canonicalPath, path).toBe(path);
      expect(meta.ogTitle, path).toMatch(/\S/);
    }
  });

  test('/sitemap.xml lists every category and every product', async ({ request }) => {
    const cats = ((await (await request.get('/api/main/cat')).json()) as { cats: { alias: string }[] }).cats;
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/xml/);
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(files.length).toBeGreaterThan(0);

    const paths = new Set<string>();
    for (const file of files) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
      for (const m of (await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(m[1]).pathname);
    }
    for (const cat of cats) expect(paths, `category ${cat.alias}`).toContain(`/category${cat.alias}`);
    expect(paths).toContain('/');
    const products = [...paths].filter((p) => p.startsWith('/product/'));
    const all = await request.get('/category');
    const total = Number(
      /data-testid="listing-total"[^>]*>([\d\s\u00a0]+)/.exec(await all.text())?.[1].replace(/\D/g, ''),
    );
    expect(total).toBeGreaterThanOrEqual(300);
    expect(products.length).toBe(total);
    for (const name of ['popular', 'sale'] as const) {
      const list = ((await (await request.get(`/api/${name}`)).json()) as { products: Card[] }).products;
      for (const p of list.slice(0, 3)) expect(paths).toContain(pathOf(p.alias));
    }
  });

  test('/robots.txt allows the catalogue, hides private pages and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-Agent: \*$/im);
    expect(text).toMatch(/^Allow: \/$/m);
    for (const path of ['/api/', '/cabinet', '/cart']) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
