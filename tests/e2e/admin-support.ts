// Steps of the back-office browser suite: the run's first administrator signing in at the door, moving between
// sections (a «Разделы» menu on a phone), and shoppers who place orders over the storefront API, each with a
// cookie jar of its own, so that the administrator has a day to work through.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { STAFF_STATE } from './auth-state';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** The first administrator, made with `npm run admin:create` before the server started (playwright.config.ts). */
function firstAdmin(): { email: string; password: string } {
  const { E2E_ADMIN_EMAIL: email, E2E_ADMIN_PASSWORD: password } = process.env;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD are set by playwright.config.ts');
  return { email, password };
}

/** Opens /admin (or `path`) as a visitor and signs in through the door's form; the page reloads as staff. */
export async function signInAtDoor(page: Page, path = '/admin'): Promise<void> {
  const { email, password } = firstAdmin();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('navigation', { name: 'Разделы панели' })).toBeVisible({ timeout: 20_000 });
}

/** Follows a link of the back office's navigation, opening the «Разделы» menu first where it is folded (a phone). */
export async function openSection(page: Page, label: string, heading = label): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Разделы панели' });
  const toggle = nav.getByRole('button', { name: 'Разделы' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A tag no other test or run uses (letters, review texts, promo codes). */
export const uniqueTag = () => `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;

const buyerEmail = (tag: string) => `buyer-${uniqueTag()}-${tag}@example.com`;

type Shopper = { api: APIRequestContext; email: string };

/** A shopper with a cookie jar of its own (apart from the browser's), who has put `pid` in the cart. */
export async function shopperWith(playwright: Playwright, baseURL: string, pid: number, tag: string) {
  const api = await playwright.request.newContext({ baseURL });
  const add = await api.post('/api/add-to-cart', { data: { pid, count: 1 } });
  expect(add.status()).toBe(200);
  return { api, email: buyerEmail(tag) };
}

/** A product in stock (at least `min`), first of the id range: each project takes its own range. */
export async function productInStock(playwright: Playwright, baseURL: string, ids: number[], min = 5) {
  const api = await playwright.request.newContext({ baseURL });
  try {
    for (const pid of ids) {
      if ((await api.post('/api/add-to-cart', { data: { pid, count: 1 } })).status() !== 200) continue;
      const stock = await stockIn(api, pid);
      if (stock >= min) return { pid, stock };
    }
  } finally {
    await api.dispose();
  }
  throw new Error(`no product with ${min}+ in stock among ${ids[0]}…${ids.at(-1)}`);
}

async function stockIn(api: APIRequestContext, pid: number): Promise<number> {
  const cart = await (await api.get('/api/cart/products')).json();
  return cart.products.find((line: { product_id: number }) => line.product_id === pid).stock;
}

/** What the cart says is in stock of a product now (read through a throwaway cart). */
export async function stockOf(playwright: Playwright, baseURL: string, pid: number): Promise<number> {
  const api = await playwright.request.newContext({ baseURL });
  try {
    expect((await api.post('/api/add-to-cart', { data: { pid, count: 1 } })).status()).toBe(200);
    return await stockIn(api, pid);
  } finally {
    await api.dispose();
  }
}

/** Places the cart's order to the СДЭК pickup point in Moscow; `cash` pays on receipt, otherwise by card online. */
export async function placeOrder({ api, email }: Shopper, payment: 'card' | 'cash'): Promise<string> {
  const res = await api.post('/api/cart/order', {
    headers: { 'idempotency-key': `e2e-${randomUUID()}` },
    data: {
      surname: 'Смирнова',
      name: 'Ольга',
      phone: '+7 (916) 765-43-21',
      email,
      agreement: true,
      shipping_id: 2,
      currier_id: 1,
      pvz_id: 'CDEK-MSK-1',
      payment_id: payment === 'cash' ? 3 : 1,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).number;
}

/** Pays an online order with the test provider, as the shopper does on /pay/{order}. */
export async function payOrder({ api }: Shopper, number: string): Promise<void> {
  const page = await (await api.get(`/pay/${encodeURIComponent(number)}`)).text();
  const paymentId = page.match(/paymentId\\?":\\?"([0-9a-f-]{36})/)?.[1];
  expect(paymentId, 'the test payment of /pay/{order}').toBeTruthy();
  const res = await api.post('/api/payments/test/decide', { data: { payment_id: paymentId, action: 'pay' } });
  expect(res.status()).toBe(200);
}

/** The subjects and texts of the letters the shop wrote to `email` (SHOP_TEST_MODE's outbox), newest first. */
async function lettersTo(api: APIRequestContext, email: string): Promise<{ subject: string; text: string }[]> {
  const res = await api.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return (await res.json()).messages;
}

/** Waits for a letter to `email` whose subject matches, and answers it. */
export async function letterTo(api: APIRequestContext, email: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => (found = (await lettersTo(api, email)).find((m) => subject.test(m.subject))), {
      message: `a letter «${subject}» to ${email}`,
    })
    .toBeTruthy();
  return found!;
}

/** The first administrator (its stored session) credits `points` to the customer with this email (back-office API). */
export async function creditBonusPoints(playwright: Playwright, baseURL: string, email: string, points: number) {
  const api = await playwright.request.newContext({ baseURL, storageState: STAFF_STATE });
  try {
    const found = await (await api.get(`/api/admin/customers?q=${encodeURIComponent(email)}`)).json();
    const id = found.customers.find((c: { email: string }) => c.email === email).id;
    const credit = await api.post(`/api/admin/customers/${id}/bonuses`, { data: { points, reason: 'Для проверки' } });
    expect(credit.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}
