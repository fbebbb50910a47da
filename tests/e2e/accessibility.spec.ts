// Accessibility (issue 12): axe-core finds no violation of WCAG 2.1 A/AA or its best practices, of any impact, on
// every kind of page and in the states a shopper or a member of staff meets (hints open, field errors, modals, the
// phone menu), on the desktop; at 390 px (`phone`) each page whose layout a phone changes: the header, menu and
// footer, the listing's folded filters, the product, search, cart, cabinet, content and back-office layouts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoReady, openLoginModal } from './accounts-support';
import { placeOrder } from './admin-support';
import { lookUpOrder, placeCashOrder, soldOutPath } from './alerts-support';
import { SHOPPER_STATE, STAFF_STATE, restoreSession } from './auth-state';
import { expectAccessible, violations } from './axe-support';

/** Puts the first product in stock into the browser's cart (its own cookies) and answers its id. */
async function addSomething(page: Page): Promise<number> {
  for (let pid = 1; pid < 120; pid++) {
    if ((await page.request.post('/api/add-to-cart', { data: { pid, count: 1 } })).ok()) return pid;
  }
  throw new Error('no product in stock');
}

/** The page of the first popular product. */
async function productPath(page: Page): Promise<string> {
  const res = await page.request.get('/api/popular');
  const [first] = (await res.json()).products as { alias: string }[];
  return `/product/${first.alias.replace(/^\//, '').replace(/\.html$/, '')}`;
}

/** `phone`: also at 390 px (the page's phone layout differs), or there `only` (the desktop does not show it). */
type Case = { name: string; phone?: 'also' | 'only'; open: (page: Page) => Promise<void> };

/** A guest's page, ready when it has hydrated. */
const guest = (name: string, path: string, phone?: Case['phone']): Case => ({
  name,
  phone,
  open: (page) => gotoReady(page, path),
});

/** The read-only shopper of the run (auth.setup.ts) signed in, on `path`. */
async function asShopper(page: Page, path: string): Promise<void> {
  await restoreSession(page, SHOPPER_STATE);
  await gotoReady(page, path, 'user');
}

const STOREFRONT: Case[] = [
  guest('home', '/'),
  guest('category listing with filters', '/category/kukly?in_stock=1', 'also'),
  { name: 'product page', phone: 'also', open: async (page) => gotoReady(page, await productPath(page)) },
  guest('search results', '/search/кукла', 'also'),
  guest('search with no results', '/search/zzxqwv'),
  guest('gift search with understood chips', '/search/подарок девочке 5 лет до 2000'),
  {
    name: 'search box with hints open',
    phone: 'also',
    open: async (page) => {
      await gotoReady(page, '/');
      await page.getByRole('combobox', { name: 'Поиск по каталогу' }).fill('кукла');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    },
  },
  guest('empty cart', '/cart'),
  {
    name: 'cart with a product and the checkout form submitted empty',
    phone: 'also',
    open: async (page) => {
      await addSomething(page);
      await gotoReady(page, '/cart');
      await expect(page.getByTestId('cart-lines')).toBeVisible();
      await page.getByTestId('place-order').click();
      await expect(page.getByTestId('error-surname')).toBeVisible();
    },
  },
  {
    name: 'login modal',
    phone: 'also',
    open: async (page) => {
      await gotoReady(page, '/');
      await openLoginModal(page);
    },
  },
  {
    name: 'register modal',
    open: async (page) => {
      await gotoReady(page, '/');
      const login = await openLoginModal(page);
      await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await expect(page.getByRole('dialog', { name: 'Регистрация' })).toBeVisible();
    },
  },
  {
    name: 'city chooser dialog with a search typed',
    phone: 'also',
    open: async (page) => {
      await page.context().clearCookies({ name: 'city' }); // a new shopper: the prompt asks
      await gotoReady(page, await productPath(page));
      await expect(page.getByTestId('delivery-promise')).toBeVisible();
      await page.getByTestId('city-prompt').getByRole('button', { name: 'Выбрать другой' }).click();
      const dialog = page.getByRole('dialog', { name: 'Выберите город' });
      await dialog.getByTestId('city-search').fill('санкт');
      await expect(dialog.getByTestId('city-list').getByRole('button')).toHaveText(['Санкт-Петербург']);
    },
  },
  {
    name: 'mobile menu',
    phone: 'only',
    open: async (page) => {
      await gotoReady(page, '/');
      await page.getByTestId('mobile-menu-button').click();
      await expect(page.getByTestId('mobile-menu-categories').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'product review and question forms, signed in',
    phone: 'also',
    open: async (page) => {
      await asShopper(page, await productPath(page));
      await expect(page.getByTestId('write-review')).toBeEnabled();
      await page.getByTestId('write-review').click();
      await expect(page.getByTestId('product-review-form')).toBeVisible();
      await page.getByTestId('ask-question').click();
      await expect(page.getByTestId('product-question-form')).toBeVisible();
    },
  },
  guest('cabinet, signed out', '/cabinet'),
  {
    name: 'cabinet profile',
    phone: 'also',
    open: (page) => asShopper(page, '/cabinet/profile'),
  },
  {
    name: 'cabinet orders with an order',
    open: async (page) => {
      await restoreSession(page, SHOPPER_STATE);
      await addSomething(page);
      await placeOrder({ api: page.request, email: `a11y-orders-${Date.now()}@example.com` }, 'cash');
      await gotoReady(page, '/cabinet/orders', 'user');
      await expect(page.getByText(/К-\d{6,}/).first()).toBeVisible();
    },
  },
  {
    name: 'cabinet bonuses',
    open: async (page) => {
      await asShopper(page, '/cabinet/bonuses');
      await expect(page.getByTestId('bonuses-view')).toBeVisible();
    },
  },
  guest('empty wishlist', '/wishlist'),
  {
    name: 'wishlist with a product',
    open: async (page) => {
      const pid = await addSomething(page);
      expect((await page.request.post('/api/add-to-favorite', { data: { pid } })).ok()).toBe(true);
      await gotoReady(page, '/wishlist');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    },
  },
  // The content pages share one layout (prose) but /feedback, whose reviews and forms have their own.
  ...['/about', '/bonuses', '/contacts', '/delivery', '/feedback', '/improve', '/mail', '/offer', '/privacy'].map(
    (path) => guest(`content page ${path}`, path, path === '/about' || path === '/feedback' ? 'also' : undefined),
  ),
  guest('content page /wholesale', '/wholesale'),
  {
    // At 390 px this case is the home page's: the same page once its product of the day is drawn.
    name: 'home page with the product of the day',
    phone: 'also',
    open: async (page) => {
      await gotoReady(page, '/');
      await expect(page.getByTestId('product-of-the-day').getByRole('timer')).toHaveText(/\d\d:\d\d:\d\d/);
    },
  },
  {
    name: 'product pictures full screen',
    phone: 'also',
    open: async (page) => {
      await gotoReady(page, await productPath(page));
      await page.getByTestId('gallery-open').click();
      await expect(page.getByTestId('gallery-viewer')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    },
  },
  {
    name: 'product page with «Вы недавно смотрели»',
    open: async (page) => {
      const [first, second] = (await (await page.request.get('/api/popular')).json()).products as { alias: string }[];
      const path = (alias: string) => `/product/${alias.replace(/^\//, '').replace(/\.html$/, '')}`;
      await gotoReady(page, path(first.alias));
      await gotoReady(page, path(second.alias));
      await expect(page.getByTestId('recently-viewed')).toBeVisible();
    },
  },
  {
    name: 'sold-out product with «Сообщить о поступлении» open',
    open: async (page) => {
      await gotoReady(page, await soldOutPath(page.request));
      await page.getByRole('button', { name: 'Сообщить о поступлении' }).click();
      await expect(page.getByTestId('stock-alert-form')).toBeVisible();
    },
  },
  {
    name: '/order-status with an order found (after a failed lookup)',
    open: async (page) => {
      const number = await placeCashOrder(page.request);
      await gotoReady(page, '/order-status');
      await lookUpOrder(page, number, '+7 (900) 000-00-00');
      await lookUpOrder(page, number, '+7 (916) 765-43-21');
      await expect(page.getByTestId('order-lookup-result')).toBeVisible();
    },
  },
  guest('404 page', '/no-such-page'),
];

const PHONE_TAG = { also: '@mobile', only: '@mobile-only' } as const;

for (const { name, phone, open } of STOREFRONT) {
  test(`axe: ${name}`, { tag: phone ? PHONE_TAG[phone] : [] }, async ({ page }) => {
    test.setTimeout(60_000);
    await open(page);
    await expectAccessible(page, name);
  });
}

test('axe: the staff door', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await expectAccessible(page, '/admin (signed out)');
});

/** The back office's pages, each once a member of staff is signed in. */
const BACK_OFFICE = [
  '/admin',
  '/admin/orders',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/categories',
  '/admin/import',
  '/admin/search',
  '/admin/staff',
  '/admin/audit',
  '/admin/customers',
  '/admin/reviews',
  '/admin/product-reviews',
  '/admin/product-questions',
  '/admin/promo-codes',
  '/admin/product-of-the-day',
  '/admin/delivery',
  '/admin/inbox',
  '/admin/security',
];

test('axe: every back-office page', { tag: '@mobile' }, async ({ page, playwright, baseURL }) => {
  // Twenty pages, each loaded and scanned: 2.6 min under a loaded run's CPU, so 4 min before it counts as stuck.
  test.setTimeout(240_000);
  // An order for the order page, placed by a shopper with a cookie jar of its own.
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post('/api/add-to-cart', { data: { pid: 3, count: 1 } })).ok()).toBe(true);
  const number = await placeOrder({ api, email: `a11y-${Date.now()}@example.com` }, 'cash');
  // A review and a question waiting, so their moderation forms are on the pages.
  const account = { email: `a11y-review-${Date.now()}@example.com`, password: 'kukla-2024' };
  expect((await api.post('/api/registration', { data: account })).ok()).toBe(true);
  const text = 'Отзыв для проверки доступности';
  expect((await api.post('/api/product-reviews', { multipart: { pid: '3', rating: '5', text } })).status()).toBe(200);
  const question = { pid: 3, text: 'Вопрос для проверки доступности' };
  expect((await api.post('/api/product-questions', { data: question })).ok()).toBe(true);
  await api.dispose();

  await restoreSession(page, STAFF_STATE); // signed in at the door once, by the setup project
  for (const path of [...BACK_OFFICE, `/admin/orders/${encodeURIComponent(number)}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Soft: one run lists the violations of every page, not only the first page's.
    expect.soft(await violations(page), `axe violations on ${path}`).toEqual([]);
  }
  await page.goto('/admin/customers');
  await page.locator('main a[href^="/admin/customers/"]').first().click();
  await expect(page).toHaveURL(/\/admin\/customers\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'a customer');
});
