// The cart in a real browser: «В корзину» on cards and the product page (toast at the top centre, the header
// badge moving at once, then confirmed), quantities and removal on /cart, the promo code.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A product card whose «В корзину» is enabled, on the home page's shelves, once the header knows the count. */
async function firstBuyableCard(page: Page) {
  const userInfo = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user-info');
  await page.goto('/');
  await userInfo;
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.locator('[data-testid="add-to-cart"]:enabled') })
    .first();
  await expect(card).toBeVisible();
  return card;
}

/** Fills the cart through the API (the browser's cookies) up to at least `minSum` roubles. */
async function fillCart(page: Page, minSum: number) {
  for (let pid = 1; pid < 120; pid++) {
    const cart = await (await page.request.get('/api/cart/products')).json();
    if (cart.products_cost >= minSum) return cart;
    await page.request.post('/api/add-to-cart', { data: { pid, count: 1 } });
  }
  throw new Error('could not fill the cart');
}

test(
  'a card adds to the cart: toast at the top centre, the badge moves before the server answers',
  { tag: '@mobile' },
  async ({ page }) => {
    const card = await firstBuyableCard(page);
    // Hold the server's answer back: the badge must not wait for it.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/add-to-cart', async (route) => {
      await held;
      await route.continue();
    });
    await card.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    release();

    const toast = page
      .locator('[data-sonner-toaster][data-y-position="top"][data-x-position="center"]')
      .getByText('Товар успешно добавлен в корзину!');
    await expect(toast).toBeVisible();
    // Confirmed by the server: still 1 after a reload.
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  },
);

test('the product page adds the chosen quantity', async ({ page }) => {
  const card = await firstBuyableCard(page);
  await page.goto((await card.locator('h3 a').getAttribute('href'))!);
  await expect(page.getByTestId('buy-box')).toBeVisible();
  const plus = page.getByRole('button', { name: 'Больше' });
  if (await plus.isEnabled()) await plus.click();
  const count = Number(await page.getByTestId('buy-count').inputValue());
  await page.getByTestId('buy-box').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText(String(count));
  await expect(page.getByText('Товар успешно добавлен в корзину!')).toBeVisible();
});

test(
  'on /cart: quantities change the sums, removal empties the cart, the badge follows',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/');
    await fillCart(page, 1);
    await page.goto('/cart');
    const line = page.getByTestId('cart-line').first();
    await expect(line).toBeVisible();
    const unit = Number((await line.getByTestId('line-sum').innerText()).replace(/\D/g, ''));
    await line.getByRole('button', { name: /Увеличить/ }).click();
    await expect(line.getByTestId('line-count')).toHaveValue('2');
    await expect
      .poll(async () => Number((await line.getByTestId('line-sum').innerText()).replace(/\D/g, '')))
      .toBe(unit * 2);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    const total = Number((await page.getByTestId('sum-products').innerText()).replace(/\D/g, ''));
    expect(total).toBe(unit * 2);

    await line.getByTestId('line-remove').click();
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  },
);

test('a promo code: a refusal says why, KUKLA10 takes 10 % off the total', async ({ page }) => {
  await page.goto('/');
  const cart = await fillCart(page, 1000);
  await page.goto('/cart');
  const promo = page.getByRole('textbox', { name: 'Промокод' });
  await promo.fill('NOSUCH');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Такого промокода нет' })).toBeVisible();

  await promo.fill('kukla10');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByTestId('promo-applied')).toContainText('KUKLA10');
  const discount = Math.round(cart.products_cost / 10);
  await expect(page.getByTestId('sum-promo')).toHaveText(
    `−${discount.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0₽`,
  );
  const total = Number((await page.getByTestId('sum-total').innerText()).replace(/\D/g, ''));
  expect(total).toBe(cart.products_cost - discount);

  await page.getByTestId('promo-applied').getByRole('button', { name: 'Убрать' }).click();
  await expect(page.getByTestId('sum-promo')).toHaveCount(0);
});
