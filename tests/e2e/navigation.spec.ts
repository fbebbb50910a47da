// Getting around (issue 2, docs/PRODUCT.md#layout): header nav and logo, the full-screen mobile menu,
// external links that leave the app, scroll to top on route change.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Category = { id: number; alias: string; name: string; image: string };

/** React sets its props on a DOM node when it hydrates it: before that, clicks only do what plain HTML does. */
const hydrated = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);

/** Marks the running document: an in-app navigation keeps the mark, a full page load loses it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __e2eSameDocument?: boolean }).__e2eSameDocument === true);

const HEADER_NAV = [
  { name: 'О нас', path: '/about' },
  { name: 'Доставка и оплата', path: '/delivery' },
  { name: 'Отзывы и помощь', path: '/feedback' },
  { name: 'Оптовикам', path: '/wholesale' },
];

test.describe('header', () => {
  // Desktop: below 1024 px the header nav lives in the mobile menu (tested below).
  test('nav links open their pages in-app, and the logo leads home', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav).toBeVisible();
    await hydrated(nav.getByRole('link').first());
    await markDocument(page);
    for (const item of HEADER_NAV) {
      await nav.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('shelf-popular')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test(
    'the header shows search, wishlist, profile and cart on every page',
    { tag: '@mobile' },
    async ({ page, isMobile }) => {
      for (const path of ['/', '/about', '/category/kukly']) {
        await page.goto(path);
        const header = page.locator('header').first();
        await expect(header.getByTestId('logo')).toBeVisible();
        await expect(header.getByRole('combobox', { name: 'Поиск по каталогу' })).toBeVisible();
        // The wishlist icon is hidden on the narrowest phones (< 480 px); the menu has room for it instead.
        if (!isMobile) await expect(header.getByRole('link', { name: 'Избранное' })).toBeVisible();
        await expect(header.getByRole('navigation', { name: 'Основное меню' })).toBeVisible({ visible: !isMobile });
        await expect(page.getByTestId('mobile-menu-button')).toBeVisible({ visible: isMobile });
      }
    },
  );
});

// The menu button is shown below 1024 px only.
test.describe('mobile menu', { tag: '@mobile-only' }, () => {
  async function openMenu(page: Page): Promise<Locator> {
    const button = page.getByTestId('mobile-menu-button');
    await hydrated(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    return menu;
  }

  test('shows "Каталог" and up to 9 categories with image and name', async ({ page }) => {
    const cats = ((await (await page.request.get('/api/main/cat')).json()) as { cats: Category[] }).cats;
    await page.goto('/');
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Каталог', exact: true })).toHaveAttribute('href', '/category');
    const items = menu.getByTestId('mobile-menu-categories').getByRole('listitem');
    await expect(items).toHaveCount(Math.min(9, cats.length));
    for (const [index, cat] of cats.slice(0, 9).entries()) {
      const link = items.nth(index).getByRole('link');
      await expect(link).toHaveText(cat.name);
      await expect(link).toHaveAttribute('href', `/category${cat.alias}`);
      await expect(link.locator('img')).toHaveAttribute('src', cat.image);
    }
    // The header's nav links are in the menu too.
    for (const item of HEADER_NAV) {
      await expect(
        menu.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: item.name }),
      ).toHaveAttribute('href', item.path);
    }
  });

  test('"Каталог" goes to /category and the menu closes', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Каталог', exact: true }).click();
    await expect(page).toHaveURL('/category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Все товары');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('mobile-menu-button')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a category in the menu opens it and the menu closes', async ({ page }) => {
    await page.goto('/about');
    const menu = await openMenu(page);
    const link = menu.getByTestId('mobile-menu-categories').getByRole('link').nth(1);
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(menu).toBeHidden();
  });

  test('Escape and the close button close the menu', async ({ page }) => {
    await page.goto('/');
    let menu = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/');

    menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(menu).toBeHidden();
  });
});

test.describe('external links leave the app', () => {
  test('the old-site banner is a plain link to the old site', async ({ page }) => {
    await page.route('https://old.kuklenok.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<title>Старая версия</title><h1>Старый сайт</h1>',
      }),
    );
    await page.goto('/about');
    const link = page.getByTestId('old-site-banner').getByRole('link', { name: 'Перейти на старую версию сайта' });
    await expect(link).toHaveAttribute('href', /^https:\/\/old\.kuklenok\.example\/?$/);
    await hydrated(link);
    const documentLoad = page.waitForRequest(
      (r) => r.isNavigationRequest() && r.url().startsWith('https://old.kuklenok.example'),
    );
    await link.click();
    await documentLoad;
    await expect(page).toHaveURL(/^https:\/\/old\.kuklenok\.example\/?$/);
    await expect(page.getByRole('heading', { name: 'Старый сайт' })).toBeVisible();
  });

  test('messenger links open outside the shop in a new tab', async ({ page, context }) => {
    await context.route(/^https:\/\/(t\.me|wa\.me|vk\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>Мессенджер</h1>' }),
    );
    await page.goto('/');
    const footer = page.locator('footer');
    const expected = [
      { name: 'Telegram', href: /^https:\/\/t\.me\// },
      { name: 'WhatsApp', href: /^https:\/\/wa\.me\// },
      { name: 'ВКонтакте', href: /^https:\/\/vk\.com\// },
    ];
    for (const { name, href } of expected) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const popup = context.waitForEvent('page');
    await footer.getByRole('link', { name: 'Telegram', exact: true }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(/^https:\/\/t\.me\//);
    await expect(page).toHaveURL('/');
    await tab.close();
  });
});

test('the page scrolls to the top on route change', async ({ page }) => {
  await page.goto('/');
  // The privacy policy is long on every screen, so landing at 0 is the scroll, not a short page.
  const link = page.locator('footer').getByRole('link', { name: 'Политика конфиденциальности', exact: true });
  await hydrated(link);
  await link.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sameDocument(page)).toBe(true);
});
