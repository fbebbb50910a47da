// Listings (issue 2, docs/PRODUCT.md#listings): sort and filters (price range, brand, age, in stock) live in the URL,
// so a reload or a shared link shows the same products; 24 per page with ?page=N; breadcrumbs.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PER_PAGE = 24;

/** React sets its props on a DOM node when it hydrates it: before that, changing a filter does not apply it. */
const hydrated = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);

const cards = (page: Page) => page.getByTestId('product-grid').getByTestId('product-card');
/** Product names repeat in the demo catalogue; the links tell products apart. */
const hrefs = (page: Page) =>
  cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
const prices = async (page: Page) =>
  (await cards(page).getByTestId('price').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
const total = async (page: Page) => Number((await page.getByTestId('listing-total').textContent())!.replace(/\D/g, ''));
const params = (page: Page) => new URL(page.url()).searchParams;

async function openListing(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers`).toBe(200);
  await expect(page.getByTestId('listing-filters')).toBeVisible();
  await hydrated(page.getByTestId('sort-select'));
  // On a phone the filters panel starts closed (products first); a tap opens it.
  const panel = page.getByTestId('filters-panel');
  if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) {
    const inStock = page.getByTestId('in-stock-filter');
    if (!(await inStock.isVisible())) await panel.locator('summary').click();
    await expect(inStock).toBeVisible();
  }
}

const isSorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]) * dir >= 0);

test('breadcrumbs show the way and lead back to the catalogue', async ({ page }) => {
  await openListing(page, '/category/kukly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Куклы');
  const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Главная', 'Каталог', 'Куклы']);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Куклы');
  await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');

  await crumbs.getByRole('link', { name: 'Каталог' }).click();
  await expect(page).toHaveURL('/category');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Все товары');
  await expect(crumbs.getByRole('listitem')).toHaveText(['Главная', 'Каталог']);
});

test('pagination: 24 per page, ?page=N, the last page holds the rest, past it is 404', async ({ page }) => {
  test.slow(); // several page loads
  await openListing(page, '/category');
  const all = await total(page);
  const pages = Math.ceil(all / PER_PAGE);
  expect(pages, 'the demo catalogue fills several pages').toBeGreaterThan(2);
  await expect(cards(page)).toHaveCount(PER_PAGE);
  const firstPage = await hrefs(page);

  const pager = page.getByRole('navigation', { name: 'Страницы' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await expect(pager.getByRole('link', { name: 'Предыдущая страница' })).toHaveCount(0);
  await pager.getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL('/category?page=2');
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await expect(cards(page)).toHaveCount(PER_PAGE);
  const secondPage = await hrefs(page);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  await expect(pager.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/category');
  await expect(pager.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/category?page=3');

  // A reload of ?page=2 shows the same page.
  await page.reload();
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  expect(await hrefs(page)).toEqual(secondPage);

  await openListing(page, `/category?page=${pages}`);
  await expect(cards(page)).toHaveCount(all - PER_PAGE * (pages - 1));
  await expect(pager.locator('[aria-current="page"]')).toHaveText(String(pages));
  await expect(pager.getByRole('link', { name: 'Следующая страница' })).toHaveCount(0);

  const beyond = await page.goto(`/category?page=${pages + 1}`);
  expect(beyond?.status()).toBe(404);
});

test('sort by price: the URL says so, the order holds, a reload keeps it', async ({ page }) => {
  test.slow(); // several page loads
  await openListing(page, '/category/kukly');
  await page.getByTestId('sort-select').selectOption({ label: 'Сначала дешевле' });
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
  const ascending = await prices(page);
  expect(ascending.length).toBe(PER_PAGE);
  expect(isSorted(ascending, 1), `ascending: ${ascending.join(', ')}`).toBe(true);
  const order = await hrefs(page);

  await page.reload();
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
  expect(await hrefs(page)).toEqual(order);

  await hydrated(page.getByTestId('sort-select'));
  await page.getByTestId('sort-select').selectOption('price_desc');
  await expect(page).toHaveURL(/[?&]sort=price_desc/);
  await expect.poll(async () => isSorted(await prices(page), -1)).toBe(true);
  expect((await prices(page))[0]).toBeGreaterThanOrEqual(ascending[ascending.length - 1]);
});

test('a price range narrows the list and stays in the URL', async ({ page }) => {
  await openListing(page, '/category/kukly');
  const before = await total(page);
  await page.getByLabel('Цена от').fill('1000');
  await page.getByLabel('Цена до').fill('3000');
  await page.getByRole('button', { name: 'Показать' }).click();
  await expect(page).toHaveURL(/price_max=3000/);
  expect(params(page).get('price_min')).toBe('1000');
  const after = await total(page);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  for (const price of await prices(page)) {
    expect(price).toBeGreaterThanOrEqual(1000);
    expect(price).toBeLessThanOrEqual(3000);
  }
  const shown = await hrefs(page);

  await page.reload();
  await expect(page.getByLabel('Цена от')).toHaveValue('1000');
  await expect(page.getByLabel('Цена до')).toHaveValue('3000');
  expect(await total(page)).toBe(after);
  expect(await hrefs(page)).toEqual(shown);
});

test('a brand shows exactly its products, as many as its counter says', async ({ page }) => {
  test.slow(); // several page loads
  await openListing(page, '/category/kukly');
  const brands = page.getByRole('group', { name: 'Бренд' });
  const option = brands.locator('label').first();
  const brand = (await option.getByRole('checkbox').getAttribute('value'))!;
  const count = Number((await option.locator('span').last().textContent())!.trim());
  expect(count).toBeGreaterThan(0);

  await option.getByRole('checkbox').check();
  await expect.poll(() => params(page).getAll('brand')).toEqual([brand]);
  await expect(page.getByTestId('listing-total')).toHaveText(new RegExp(`^${count} `));
  await expect(brands.locator('label').first().getByRole('checkbox')).toBeChecked();

  // The first product really is of that brand.
  const first = cards(page).first().getByRole('heading').getByRole('link');
  const href = (await first.getAttribute('href'))!;
  await page.reload();
  await expect(page.getByTestId('listing-total')).toHaveText(new RegExp(`^${count} `));
  await page.goto(href);
  await expect(page.locator('dt', { hasText: 'Бренд' }).first().locator('xpath=following-sibling::dd[1]')).toHaveText(
    brand,
  );
});

test('an age group narrows the list to products for that age', async ({ page }) => {
  await openListing(page, '/category');
  const before = await total(page);
  await page.getByRole('checkbox', { name: 'От 3 до 5 лет' }).check();
  await expect.poll(() => params(page).getAll('age')).toEqual(['3-5']);
  await expect.poll(() => total(page)).toBeLessThan(before);
  const after = await total(page);
  expect(after).toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'От 3 до 5 лет' })).toBeChecked();
  expect(await total(page)).toBe(after);

  const href = (await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href'))!;
  await page.goto(href);
  await expect(page.locator('dt', { hasText: 'Возраст' }).first().locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^От [34] лет$/,
  );
});

test('"Только в наличии" hides what is out of stock', async ({ page }) => {
  await openListing(page, '/category');
  const before = await total(page);
  await page.getByTestId('in-stock-filter').check();
  await expect.poll(() => params(page).get('in_stock')).toBe('1');
  // The demo catalogue has products out of stock, so the list gets shorter.
  await expect.poll(() => total(page)).toBeLessThan(before);
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).getByText('Нет в наличии', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('in-stock-filter')).toBeChecked();
});

test('a filtered URL can be shared: another browser sees the same products and the same form', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers
  const path = '/category/kukly?sort=price_desc&price_min=1000&age=3-5&in_stock=1';
  await openListing(page, path);
  const shown = await hrefs(page);
  const count = await total(page);
  expect(shown.length).toBeGreaterThan(0);
  const pager = page.getByRole('navigation', { name: 'Страницы' });
  if (await pager.count()) {
    // Further pages keep the filters.
    const next = new URL(
      (await pager.getByRole('link', { name: 'Следующая страница' }).getAttribute('href'))!,
      page.url(),
    );
    expect(Object.fromEntries(next.searchParams)).toMatchObject({
      sort: 'price_desc',
      price_min: '1000',
      age: '3-5',
      in_stock: '1',
      page: '2',
    });
  }

  const other = await browser.newContext();
  try {
    const friend = await other.newPage();
    await friend.goto(page.url());
    await expect(friend.getByTestId('listing-total')).toHaveText(new RegExp(`^${count} `));
    expect(await hrefs(friend)).toEqual(shown);
    await expect(friend.getByTestId('sort-select')).toHaveValue('price_desc');
    await expect(friend.getByLabel('Цена от')).toHaveValue('1000');
    await expect(friend.getByRole('checkbox', { name: 'От 3 до 5 лет' })).toBeChecked();
    await expect(friend.getByTestId('in-stock-filter')).toBeChecked();
  } finally {
    await other.close();
  }
});

test(
  'on a phone the products come first: the filters open on a tap, or by themselves when set',
  {
    tag: '@mobile',
  },
  async ({ page, isMobile }) => {
    const inStock = page.getByTestId('in-stock-filter');
    await page.goto('/category/kukly');
    await expect(cards(page).first()).toBeVisible();
    if (!isMobile) {
      // A sidebar on a desktop: always shown.
      await expect(inStock).toBeVisible();
      return;
    }
    await expect(inStock).toBeHidden();
    await page.getByTestId('filters-panel').locator('summary').click();
    await expect(inStock).toBeVisible();
    await page.goto('/category/kukly?in_stock=1');
    await expect(inStock).toBeVisible();
    await expect(inStock).toBeChecked();
  },
);

test('"Сбросить" clears the filters', async ({ page }) => {
  await openListing(page, '/category/kukly?in_stock=1&price_max=2000');
  const filtered = await total(page);
  const reset = page.getByRole('link', { name: 'Сбросить' });
  await hydrated(reset);
  await reset.click();
  await expect(page).toHaveURL('/category/kukly');
  await expect.poll(() => total(page)).toBeGreaterThan(filtered);
  await expect(page.getByTestId('in-stock-filter')).not.toBeChecked();
});

test('the named lists /new, /popular, /sale and /special open', async ({ page }) => {
  for (const [path, title] of [
    ['/new', 'Новинки'],
    ['/popular', 'Популярные товары'],
    ['/sale', 'Распродажа'],
    ['/special', 'Специальные предложения'],
  ]) {
    await openListing(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // Everything on sale has an old price.
  await openListing(page, '/sale');
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  await expect(cards(page).locator('s', { hasText: 'Старая цена' })).toHaveCount(count);
});
