// Яндекс Метрика with consent (issue 14): without a counter id nothing is loaded and no banner shows; with one
// (a second server of the same build, started here with NEXT_PUBLIC_YANDEX_METRIKA_ID, read at run time) the
// cookie banner asks first, Метрика loads only after «Принять», «Отклонить» keeps it off, the choice can be changed
// on /privacy, and the shop pushes Метрика's e-commerce objects (detail, add, remove, purchase with the order
// number) to window.dataLayer; a page whose address holds a letter's token gets no counter. There is no internet:
// every request to Метрика's hosts is caught and recorded, and its tag.js is a stand-in that records the calls made
// to `ym`.
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';
import { expectAccessible } from './axe-support';
import { chooseCourierToNovosibirsk, fillRecipient } from './checkout-support';
import { expect, test } from './fixtures';

const COUNTER = '98765432';

/** Метрика's tag replaced: it replays the calls queued in the official stub and records every later one. */
const TAG_STAND_IN = `
window.__metrika = { calls: [] };
(function () {
  var queued = (window.ym && window.ym.a) || [];
  window.ym = function () { window.__metrika.calls.push(Array.prototype.slice.call(arguments)); };
  for (var i = 0; i < queued.length; i++) window.ym.apply(null, Array.prototype.slice.call(queued[i]));
})();`;

type EcommerceProduct = { id: string; name?: string; price?: number; quantity?: number; category?: string };
type EcommerceEvent = Record<string, { actionField?: { id: string }; products: EcommerceProduct[] }> & {
  currencyCode: string;
};

/** Records every request to Метрика's hosts (none may leave the machine) and serves the stand-in tag. */
async function catchMetrika(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.context().route(/^https:\/\/(mc\.yandex\.[a-z.]+|mc\.webvisor\.[a-z]+|yastatic\.net)\//, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url === 'https://mc.yandex.ru/metrika/tag.js') {
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: TAG_STAND_IN });
    }
    return route.fulfill({ status: 204 });
  });
  return requests;
}

/** The shopper's first interaction: the banner waits for it (a late paint must not become the page's LCP). */
const scroll = (page: Page) => page.mouse.wheel(0, 120);

/** Waits for the page's question to the server whether there is a counter. */
const configAsked = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analytics/config');

/** Opens a page and scrolls once it has asked for the setting (hydrated: the banner's listeners are on). */
async function openAndScroll(page: Page, url: string) {
  const config = configAsked(page);
  await page.goto(url);
  await config;
  await scroll(page);
}

const ymCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __metrika?: { calls: unknown[][] } }).__metrika?.calls ?? null);

/** The e-commerce objects pushed to window.dataLayer so far. */
const ecommerce = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { ecommerce?: unknown }[] }).dataLayer ?? [])
      .filter((e) => e && e.ecommerce)
      .map((e) => e.ecommerce),
  ) as Promise<EcommerceEvent[]>;

/** The one event of `action` (detail, add, remove, purchase) among those pushed, once it is there. */
async function eventOf(page: Page, action: string): Promise<EcommerceEvent[string]> {
  await expect.poll(async () => (await ecommerce(page)).filter((e) => action in e).length).toBe(1);
  const event = (await ecommerce(page)).find((e) => action in e)!;
  expect(event.currencyCode).toBe('RUB');
  return event[action];
}

test('without a counter id: no banner, nothing of Метрика loaded', async ({ page }) => {
  const requests = await catchMetrika(page);
  const config = configAsked(page);
  await page.goto('/');
  expect(await (await config).json()).toEqual({ success: true, metrika_id: null });
  await scroll(page);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  const csp = (await page.request.get('/')).headers()['content-security-policy'];
  expect(csp).not.toMatch(/yandex|webvisor|yastatic/);
  await page.goto('/privacy');
  await expect(page.getByTestId('cookie-settings')).toContainText('не подключает Яндекс Метрику');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => 'ym' in window || 'dataLayer' in window)).toBe(false);
});

test.describe('with a counter id', () => {
  // One extra server for these tests: the desktop browser drives it, and one test at a phone's width.
  test.describe.configure({ mode: 'serial' });

  let server: RunningServer;
  const at = (path: string) => `${server.baseUrl}${path}`;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    server = await startServer({
      label: 'pglite',
      port: process.env.E2E_METRIKA_PORT ? Number(process.env.E2E_METRIKA_PORT) : undefined,
      env: { NEXT_PUBLIC_YANDEX_METRIKA_ID: COUNTER },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** A product in stock with a few left (so «В корзину» and a later order both work): its id and page. */
  async function productInStock(page: Page) {
    const res = await page.request.get(at('/api/popular'));
    const products = (await res.json()).products as { id: number; alias: string; name: string; price: number }[];
    for (const p of products) {
      const detail = await (await page.request.post(at('/api/product'), { data: { alias: p.alias } })).json();
      if (detail.product?.stock >= 3) {
        return { ...p, path: `/product/${p.alias.replace(/^\//, '').replace(/\.html$/, '')}` };
      }
    }
    throw new Error('no product in stock');
  }

  test('the banner asks first; Метрика loads only after «Принять», and the CSP lets it', async ({ page }) => {
    // Two page loads and the counter after each idle moment on a server of its own: 30.2 s once under a loaded run.
    test.setTimeout(60_000);
    const requests = await catchMetrika(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const config = configAsked(page);
    await page.goto(at('/'));
    expect(await (await config).json()).toEqual({ success: true, metrika_id: COUNTER });
    const banner = page.getByTestId('cookie-banner');
    // Not before the first interaction (so it never is the largest paint), then at the first key press.
    await expect(banner).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'политике обработки персональных данных' })).toHaveAttribute(
      'href',
      '/privacy#privacy-cookies',
    );
    // Pinned to the bottom of the window, inside it, at a phone's width too; not a dialog: the page stays usable.
    const box = (await banner.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.height).toBeLessThan(844 / 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'the cookie banner');
    const csp = (await page.request.get(at('/'))).headers()['content-security-policy'];
    expect(csp).toMatch(/script-src [^;]*https:\/\/mc\.yandex\.ru/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/mc\.yandex\.ru/);

    // Nothing of Метрика before the answer.
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => 'ym' in window)).toBe(false);

    // The keyboard reaches the buttons.
    await banner.getByRole('button', { name: 'Принять' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect.poll(() => ymCalls(page)).not.toBeNull();
    expect(requests).toContain('https://mc.yandex.ru/metrika/tag.js');
    const [init] = (await ymCalls(page))!;
    expect(init).toEqual([Number(COUNTER), 'init', expect.objectContaining({ ecommerce: 'dataLayer' })]);

    // The answer is kept: the next page shows no banner and loads the counter again.
    await page.reload();
    await expect.poll(() => ymCalls(page)).not.toBeNull();
    await scroll(page);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('«Отклонить» keeps Метрика off; the privacy page changes the answer either way', async ({ page }) => {
    // Five page loads and a reload on a server of its own: under the full run's load it ran out of 30 s once.
    test.setTimeout(60_000);
    const requests = await catchMetrika(page);
    const product = await productInStock(page);
    await openAndScroll(page, at('/'));
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Отклонить' }).click();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);

    // Across a reload and a product page: no banner, no request, no e-commerce object.
    await openAndScroll(page, at(product.path));
    await expect(page.getByTestId('buy-box').getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click();
    await expect(page.getByText('Товар успешно добавлен в корзину!')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await ecommerce(page)).toEqual([]);
    expect(requests).toEqual([]);

    // /privacy: «Настройки cookie» says so, and «Принять» there turns Метрика on at once.
    await page.goto(at('/privacy'));
    const settings = page.getByTestId('cookie-settings');
    await expect(settings.getByTestId('cookie-settings-status')).toHaveText(/Вы отказались от Яндекс Метрики/);
    await expect(settings.getByRole('button', { name: 'Отклонить' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page, 'the privacy page with the cookie settings');
    await settings.getByRole('button', { name: 'Принять' }).click();
    await expect(settings.getByTestId('cookie-settings-status')).toHaveText('Вы разрешили Яндекс Метрику.');
    await expect.poll(() => ymCalls(page)).not.toBeNull();
    expect(requests).toContain('https://mc.yandex.ru/metrika/tag.js');

    // Withdrawn again: the page reloads without the counter, and Метрика's cookies are gone.
    await page.context().addCookies([{ name: '_ym_uid', value: '1', url: server.baseUrl }]);
    const count = requests.length;
    await settings.getByRole('button', { name: 'Отклонить' }).click();
    await expect(settings.getByTestId('cookie-settings-status')).toHaveText(/Вы отказались/);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === '_ym_uid')).toBe(false);
    await openAndScroll(page, at('/'));
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(await ymCalls(page)).toBeNull();
    expect(requests.length).toBe(count);
  });

  test('no counter on the pages a letter’s token opens: a new password, the alerts’ unsubscribe', async ({ page }) => {
    const requests = await catchMetrika(page);
    await openAndScroll(page, at('/'));
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять' }).click();
    await expect.poll(() => ymCalls(page)).not.toBeNull();
    const token = `e2e-secret-${Date.now()}`;
    for (const path of [`/reset-password/${token}`, `/alerts/unsubscribe?token=${token}`]) {
      const before = requests.length;
      await openAndScroll(page, at(path));
      // The counter would load once the page is idle (whenIdle): give it that and more.
      await page.waitForTimeout(2_000);
      expect([path, await ymCalls(page)]).toEqual([path, null]);
      expect(requests.slice(before)).toEqual([]);
    }
    // The next page the shopper opens has the counter again, and nothing of it names the token.
    await openAndScroll(page, at('/about'));
    await expect.poll(() => ymCalls(page)).not.toBeNull();
    expect(JSON.stringify([requests, await ymCalls(page)])).not.toContain(token);
  });

  test('e-commerce objects: detail, add, remove, and the purchase with the order number', async ({ page }) => {
    // A product page, the cart and a whole checkout on a server of its own: 33 s once under a loaded run.
    test.setTimeout(60_000);
    await catchMetrika(page);
    const product = await productInStock(page);
    await openAndScroll(page, at('/'));
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Принять' }).click();

    // detail: the product page, with its name, price and category.
    await page.goto(at(product.path));
    const detail = await eventOf(page, 'detail');
    expect(detail.products).toEqual([
      expect.objectContaining({ id: String(product.id), name: product.name, price: product.price }),
    ]);
    expect(detail.products[0].category).toBeTruthy();

    // add: «В корзину» with the chosen quantity.
    await expect(page.getByTestId('buy-box').getByTestId('add-to-cart')).toBeEnabled();
    await page.getByTestId('buy-box').getByRole('button', { name: 'Больше' }).click();
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click();
    const add = await eventOf(page, 'add');
    expect(add.products).toEqual([
      expect.objectContaining({ id: String(product.id), name: product.name, quantity: 2 }),
    ]);

    // remove: a second product, put in through the API, leaves the cart on /cart.
    let other = 0;
    for (let pid = 1; pid < 120 && !other; pid++) {
      if (pid === product.id) continue;
      if ((await page.request.post(at('/api/add-to-cart'), { data: { pid, count: 1 } })).ok()) other = pid;
    }
    await page.goto(at('/cart'));
    const line = page.locator(`[data-testid="cart-line"][data-pid="${other}"]`);
    await line.getByTestId('line-remove').click();
    await expect(line).toHaveCount(0);
    const remove = await eventOf(page, 'remove');
    expect(remove.products).toEqual([expect.objectContaining({ id: String(other), quantity: 1 })]);

    // purchase: placed by courier, paying on receipt; the order page reports it with the order number.
    await fillRecipient(page, `metrika-${Date.now()}@example.com`);
    await chooseCourierToNovosibirsk(page);
    await expect(page.getByTestId('sum-shipping')).toHaveText(/₽|бесплатно/);
    await page.getByRole('radio', { name: /При получении/ }).check();
    await page.getByTestId('agreement').check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/cart-ok\?order=/);
    const number = await page.getByTestId('order-number').innerText();
    const purchase = await eventOf(page, 'purchase');
    expect(purchase.actionField).toEqual({ id: number });
    expect(purchase.products).toEqual([
      expect.objectContaining({ id: String(product.id), name: product.name, price: product.price, quantity: 2 }),
    ]);
  });
});
