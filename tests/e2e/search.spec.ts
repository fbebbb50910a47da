// Header search (issue 2): debounced hints, keyboard navigation, Enter → /search/{query}; the search understands
// word forms, a wrong keyboard layout and Latin spelling, and an empty result offers suggestions.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const HINTS_API = '/api/search/hints-and-products';

/** React sets its props on a DOM node when it hydrates it: typing before that is lost. */
const hydrated = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);

async function searchBox(page: Page, path = '/'): Promise<Locator> {
  await page.goto(path);
  const input = page.getByRole('combobox', { name: 'Поиск по каталогу' });
  await expect(input).toBeVisible();
  await hydrated(input);
  return input;
}

const resultNames = async (page: Page) =>
  (await page.getByTestId('product-grid').getByTestId('product-card').getByRole('heading').allTextContents()).map((n) =>
    n.trim(),
  );

test('hints are asked once, after the typing pauses (debounce)', async ({ page }) => {
  const input = await searchBox(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === HINTS_API) asked.push(url.searchParams.get('query') ?? '');
  });
  // Five keystrokes within one task, faster than any person types: only the last value may be asked for.
  const typedAt = await input.evaluate((el: HTMLInputElement, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    el.focus();
    for (let i = 1; i <= text.length; i++) {
      setValue.call(el, text.slice(0, i));
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }
    return performance.now();
  }, 'кукла');

  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(asked).toEqual(['кукла']);
  const started = await page.evaluate(
    (api) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(api))
        .map((e) => e.startTime),
    HINTS_API,
  );
  expect(started).toHaveLength(1);
  expect(started[0] - typedAt, 'the request waits for the pause').toBeGreaterThanOrEqual(200);
});

test('ArrowDown/ArrowUp move through the hints with aria-selected; Enter opens the chosen hint', async ({ page }) => {
  const input = await searchBox(page);
  await input.fill('кукла');
  const list = page.getByRole('listbox');
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(2);
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(0);

  await input.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await input.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await input.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'false');
  // Up from the first hint returns to the typed text.
  await input.press('ArrowUp');
  await expect(list.locator('[aria-selected="true"]')).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);

  await input.press('ArrowDown');
  const hint = (await options.nth(0).textContent())!.trim();
  expect(hint).toMatch(/кукл/i);
  await input.press('Enter');
  await expect(page).toHaveURL(`/search/${encodeURIComponent(hint)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Результаты поиска «${hint}»`);
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('Escape closes the hints', async ({ page }) => {
  const input = await searchBox(page);
  await input.fill('кукла');
  await expect(page.getByRole('listbox')).toBeVisible();
  await input.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test('a product in the hints opens its page', { tag: '@mobile' }, async ({ page }) => {
  const input = await searchBox(page);
  await input.fill('кукла');
  const product = page
    .getByRole('listbox')
    .getByRole('option')
    .filter({ has: page.locator('[data-href]') })
    .first();
  await expect(product).toBeVisible();
  const href = (await product.locator('[data-href]').getAttribute('data-href'))!;
  await product.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Enter on "куклы" shows dolls on /search/куклы (word forms)', async ({ page }) => {
  const input = await searchBox(page, '/about');
  await input.fill('куклы');
  await input.press('Enter');
  await expect(page).toHaveURL(`/search/${encodeURIComponent('куклы')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Результаты поиска «куклы»');
  await expect(page.getByText(/^Найдено: \d+ товар/)).toBeVisible();
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names.filter((n) => /кукл/i.test(n)).length, names.join(' | ')).toBeGreaterThan(names.length / 2);
});

test('"rerkf" (typed in the Latin layout) finds «кукла»', async ({ page }) => {
  const input = await searchBox(page);
  await input.fill('rerkf');
  // The hints already understand it.
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/кукл/i);
  await input.press('Enter');
  await expect(page).toHaveURL('/search/rerkf');
  await expect(page.getByTestId('search-corrected')).toHaveText('Показаны результаты по запросу «кукла»');
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names[0]).toMatch(/кукл/i);
});

test('"barbi" (Latin spelling) finds Барби dolls', async ({ page }) => {
  const input = await searchBox(page);
  await input.fill('barbi');
  await input.press('Enter');
  await expect(page).toHaveURL('/search/barbi');
  await expect(page.getByTestId('search-corrected')).toContainText('барби');
  const names = await resultNames(page);
  expect(names.length).toBeGreaterThan(0);
  expect(names[0]).toMatch(/барби/i);
  expect(
    names.some((n) => /^Кукла Барби/.test(n)),
    names.join(' | '),
  ).toBe(true);
});

test('a nonsense query offers suggestions instead of a dead end', async ({ page }) => {
  const response = await page.goto('/search/zzxqwv');
  expect(response?.status()).toBe(200);
  const empty = page.getByTestId('search-empty');
  await expect(empty).toContainText('По запросу «zzxqwv» ничего не нашлось.');
  await expect(empty).toContainText('Возможно, вы искали:');
  const suggestions = page.getByTestId('search-suggestions').getByRole('link');
  expect(await suggestions.count()).toBeGreaterThan(0);
  await expect(empty.getByRole('link', { name: 'каталог' })).toHaveAttribute('href', '/category');

  const first = suggestions.first();
  const text = (await first.textContent())!.trim();
  await hydrated(first);
  await first.click();
  await expect(page).toHaveURL(`/search/${encodeURIComponent(text)}`);
  expect((await resultNames(page)).length).toBeGreaterThan(0);
});
