// Checkout in a real browser: a guest to a pickup point paying with the test provider (success; decline →
// failure → pay again), a signed-in shopper by courier whose order shows in the cabinet, inline field errors,
// the phone mask, a double-clicked submit that sends one Idempotency-Key, and the «Демо-режим» strip the test
// provider brings (PAYMENTS_TEST=1, set for the test server in playwright.config.ts).
import type { Page } from '@playwright/test';
import { chooseCourierToNovosibirsk, fillRecipient } from './checkout-support';
import { expect, test } from './fixtures';

/** Puts one cheap-enough product in the cart through the API (the browser's own cookies). */
async function addSomething(page: Page) {
  await page.goto('/');
  for (let pid = 1; pid < 120; pid++) {
    const res = await page.request.post('/api/add-to-cart', { data: { pid, count: 1 } });
    if (res.ok()) return;
  }
  throw new Error('no product in stock');
}

async function choosePickupPoint(page: Page) {
  await page.getByRole('radio', { name: /Пункт выдачи заказов/ }).check();
  const list = page.getByTestId('pickup-point-list');
  await expect(list.getByRole('radio').first()).toBeVisible();
  await page.getByTestId('pickup-point-search').fill('Тверская');
  await list.getByRole('radio', { name: /Тверская/ }).check();
  await expect(page.getByTestId('pickup-point-chosen')).toContainText('Тверская');
  await expect(page.getByTestId('sum-shipping')).toHaveText(/₽|бесплатно/);
}

async function placeOrderToPayPage(page: Page): Promise<string> {
  await addSomething(page);
  // Every page tells a demo shop: the home page here is a cached one.
  await expect(page.getByTestId('demo-strip')).toHaveText('Демо-режим: оплата тестовая');
  await page.goto('/cart');
  await fillRecipient(page);
  await choosePickupPoint(page);
  await expect(page.getByRole('radio', { name: /Банковской картой/ })).toBeChecked();
  await page.getByTestId('agreement').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/pay\//);
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test('a guest orders to a pickup point and pays with the test provider', { tag: '@mobile' }, async ({ page }) => {
  const number = await placeOrderToPayPage(page);
  await expect(page.getByTestId('demo-strip')).toHaveText('Демо-режим: оплата тестовая');
  expect(number).toMatch(/^К-\d{6,}$/);
  await page.getByTestId('test-pay').click();
  await expect(page).toHaveURL(/\/payment-success-notification\?order=/);
  await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByTestId('order-status')).toHaveText('Оплачен');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('a declined payment lands on the failure page, and paying again succeeds', async ({ page }) => {
  const number = await placeOrderToPayPage(page);
  await page.getByTestId('test-decline').click();
  await expect(page).toHaveURL(/\/fail-payment\.html\?order=/);
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Ожидает оплаты');
  await page.getByTestId('pay-again').click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByTestId('test-pay').click();
  await expect(page.getByRole('heading', { name: 'Оплата прошла успешно' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(number);
});

test(
  'a signed-in shopper orders by courier, paying on receipt, and finds the order in the cabinet',
  { tag: '@mobile' },
  async ({ page }) => {
    await page.goto('/');
    const email = `courier-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const registered = await page.request.post('/api/registration', { data: { email, password: 'kukla-2024' } });
    expect(registered.ok()).toBe(true);
    await addSomething(page);
    await page.goto('/cart');
    await fillRecipient(page, email);
    await chooseCourierToNovosibirsk(page);
    await expect(page.getByTestId('sum-shipping')).toHaveText(/690|бесплатно/);
    await page.getByRole('radio', { name: /При получении/ }).check();
    await page.getByTestId('agreement').check();
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/cart-ok\?order=/);
    await expect(page.getByRole('heading', { name: 'Спасибо, заказ оформлен!' })).toBeVisible();
    const number = await page.getByTestId('order-number').innerText();
    await expect(page.getByTestId('order-status')).toHaveText('Собирается');

    await expect(page.getByTestId('order-address')).toHaveText('630091, Новосибирск, Красный пр-т, д. 1, кв. 5');
    await expect(page.getByTestId('order-delivery-when')).toHaveText('как можно скорее');

    await page.goto('/cabinet/orders');
    await expect(page.getByText(number)).toBeVisible();
    await expect(page.getByTestId('order-address')).toHaveText('630091, Новосибирск, Красный пр-т, д. 1, кв. 5');
  },
);

test('the server’s field errors show inline; consent is its own checkbox', async ({ page }) => {
  await addSomething(page);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-lines')).toBeVisible();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('error-surname')).toHaveText('Укажите фамилию');
  await expect(page.getByTestId('error-phone')).toContainText('+7 (###) ###-##-##');
  await expect(page.getByTestId('error-agreement')).toBeVisible();
  await expect(page.getByTestId('error-shipping_id')).toBeVisible();

  await fillRecipient(page);
  await choosePickupPoint(page);
  await expect(page.getByTestId('error-surname')).toHaveCount(0);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('error-agreement')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
});

test('the phone field keeps the mask +7 (###) ###-##-##, however fast the typing', async ({ page }) => {
  await addSomething(page);
  await page.goto('/cart');
  const phone = page.getByTestId('phone');
  await phone.pressSequentially('9161234567');
  await expect(phone).toHaveValue('+7 (916) 123-45-67');
  await phone.fill('');
  await phone.pressSequentially('89031112233');
  await expect(phone).toHaveValue('+7 (903) 111-22-33');
  await phone.fill('');
  await phone.pressSequentially('abc12');
  await expect(phone).toHaveValue('+7 (12');
  // Paste / autofill of a whole number in another format.
  await phone.fill('8 (495) 123 45 67');
  await expect(phone).toHaveValue('+7 (495) 123-45-67');
});

test('a double-clicked submit sends one order (one Idempotency-Key)', async ({ page }) => {
  await addSomething(page);
  await page.goto('/cart');
  await fillRecipient(page);
  await choosePickupPoint(page);
  await page.getByTestId('agreement').check();
  const keys: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/cart/order' && r.method() === 'POST')
      keys.push(r.headers()['idempotency-key']);
  });
  await page.getByTestId('place-order').dblclick();
  await expect(page).toHaveURL(/\/pay\//);
  expect(keys.length).toBeGreaterThanOrEqual(1);
  expect(new Set(keys).size).toBe(1);
});
