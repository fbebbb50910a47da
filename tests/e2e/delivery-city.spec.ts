// The shopper's city (issue 14), as a new shopper meets it (on a phone and on a desktop): «Ваш город — Москва?» asked once, another
// city chosen from the searchable list by keyboard, the promise for it on the product page and on the cards (one
// request per page), and the checkout starting with that city: its pickup points, the courier address begun.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoReady } from './accounts-support';

/** The page of the first popular product in stock, and its price. */
async function productInStock(page: Page): Promise<{ path: string; price: number; pid: number }> {
  const res = await page.request.get('/api/popular');
  const products = (await res.json()).products as { id: number; alias: string; price: number; in_stock: boolean }[];
  const p = products.find((x) => x.in_stock)!;
  return { path: `/product/${p.alias.replace(/^\//, '').replace(/\.html$/, '')}`, price: p.price, pid: p.id };
}

/** `1 990 ₽`, as lib/format/price.ts writes it. */
const rub = (n: number) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')}\u00a0₽`;

// A new shopper: the city prompt has not been answered.
test.use({ cityAnswered: false });

const PROMISE = /^Доставка в Казань — \d+(–\d+)? (день|дня|дней), (от \d[\d\u00a0]*\u00a0₽|бесплатно)$/;

test(
  'city chooser → the promise on a product and the cards → checkout starts with that city',
  { tag: '@mobile' },
  async ({ page }, testInfo) => {
    const phone = testInfo.project.name === 'mobile';
    const product = await productInStock(page);
    const api = await (await page.request.get(`/api/delivery/promise?city=${encodeURIComponent('Казань')}`)).json();
    await gotoReady(page, product.path);

    // Asked once, from nothing personal: the default guess.
    const prompt = page.getByTestId('city-prompt');
    await expect(prompt).toContainText('Ваш город — Москва?');
    await expect(page.getByTestId('delivery-promise-line')).toHaveText(/^Доставка в Москву — /);

    // Another city, by keyboard: the dialog takes focus, the search narrows the list, Enter takes the city.
    await prompt.getByRole('button', { name: 'Выбрать другой' }).click();
    const dialog = page.getByRole('dialog', { name: 'Выберите город' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('city-search')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('city-prompt').getByRole('button', { name: 'Выбрать другой' }).click();
    await page.keyboard.type('каза');
    await expect(dialog.getByTestId('city-list').getByRole('button')).toHaveText(['Казань']);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(prompt).toHaveCount(0);

    const line = page.getByTestId('delivery-promise-line');
    await expect(line).toHaveText(PROMISE);
    const free = api.free_delivery_from !== null && product.price >= api.free_delivery_from;
    await expect(line).toContainText(free ? 'бесплатно' : `от ${rub(api.cheapest.price)}`);
    await expect(page.getByTestId('delivery-promise')).toContainText(api.cheapest.service);

    // Remembered: not asked again; a listing's cards show the promise, from one request for the whole page.
    const promiseRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/delivery/promise')) promiseRequests.push(r.url());
    });
    await gotoReady(page, '/category');
    await expect(page.getByTestId('card-promise').first()).toHaveText(/^Доставка в Казань — /);
    expect(await page.getByTestId('card-promise').filter({ hasText: 'Казань' }).count()).toBeGreaterThan(1);
    await expect(page.getByTestId('city-prompt')).toHaveCount(0);
    expect(promiseRequests.length).toBeLessThanOrEqual(1);

    // The phone menu names the city; on a desktop the header does.
    if (phone) {
      await page.getByTestId('mobile-menu-button').click();
      await expect(page.getByTestId('mobile-menu-city')).toHaveText('Город доставки: Казань');
      await page.keyboard.press('Escape');
    } else {
      await expect(page.getByTestId('city-button')).toHaveText(/Казань/);
    }

    // The checkout: Kazan's pickup points, the courier address's city filled in.
    expect((await page.request.post('/api/add-to-cart', { data: { pid: product.pid, count: 1 } })).ok()).toBe(true);
    await gotoReady(page, '/cart');
    await page.getByRole('radio', { name: /Пункт выдачи заказов/ }).check();
    await expect(page.getByTestId('pickup-point-city')).toHaveValue('Казань');
    const points = page.getByTestId('pickup-point-list').getByRole('radio');
    await expect(points.first()).toBeVisible();
    for (const note of await page.getByTestId('pickup-point-list').getByRole('listitem').allInnerTexts()) {
      expect(note).toContain('Казань');
    }
    await page.getByRole('radio', { name: /Курьер до двери/ }).check();
    await expect(page.locator('#checkout-city')).toHaveValue('Казань');
  },
);
