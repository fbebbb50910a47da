// Paying with bonus points in a real browser: a signed-in shopper with points ticks «Списать баллы» at checkout,
// the total falls by the points (at most 30 % of the goods), and the placed order carries them; the cabinet's
// «Бонусы» then shows the debit (and is axe-clean with a history in it).
import type { Page } from '@playwright/test';
import { signInBrowser } from './accounts-support';
import { creditBonusPoints } from './admin-support';
import { expectAccessible } from './axe-support';
import { expect, test } from './fixtures';

const rubles = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''));

test('a signed-in shopper pays part of an order with points', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000); // a whole checkout, the cabinet and an axe pass on a shared machine
  const email = await signInBrowser(page, 'bonus-e2e');
  await creditBonusPoints(playwright, baseURL!, email, 5000);
  await page.goto('/');
  let added = false;
  for (let pid = 1; pid < 120 && !added; pid++) {
    added = (await page.request.post('/api/add-to-cart', { data: { pid, count: 2 } })).ok();
  }
  expect(added).toBe(true);

  await page.goto('/cart');
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'user', { timeout: 20_000 });
  await page.locator('#checkout-surname').fill('Иванова');
  await page.locator('#checkout-name').fill('Анна');
  await page.getByTestId('phone').pressSequentially('9161234567');
  await page.locator('#checkout-email').fill(email);
  await page.getByRole('radio', { name: /Пункт выдачи заказов/ }).check();
  const list = page.getByTestId('pickup-point-list');
  await expect(list.getByRole('radio').first()).toBeVisible();
  await page.getByTestId('pickup-point-search').fill('Тверская');
  await list.getByRole('radio', { name: /Тверская/ }).check();
  await expect(page.getByTestId('sum-shipping')).toHaveText(/₽|бесплатно/);

  const goods = await rubles(page, 'sum-products');
  const before = await rubles(page, 'sum-total');
  const usable = Math.min(5000, Math.floor((goods * 30) / 100));
  const box = page.getByTestId('spend-points');
  await expect(page.getByTestId('bonus-points')).toContainText(`Списать баллы: ${usable}`);
  await box.check();
  await expect(page.getByTestId('sum-points')).toBeVisible();
  expect(await rubles(page, 'sum-points')).toBe(usable);
  await expect.poll(() => rubles(page, 'sum-total')).toBe(before - usable);

  await page.getByTestId('agreement').check();
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/pay\//);
  const number = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const order = (await (await page.request.get(`/api/cart/order?order=${encodeURIComponent(number)}`)).json()).order;
  expect(order.bonus_points).toBe(usable);
  expect(order.total).toBe(before - usable);

  await page.goto('/cabinet/bonuses');
  await expect(page.getByTestId('bonus-balance')).toHaveText(new RegExp(`^${5000 - usable}\\s`));
  await expect(page.getByTestId('bonus-history')).toContainText(`Оплата заказа ${number}`);
  // The page with a history (the accessibility suite sees it empty).
  await expectAccessible(page, 'cabinet bonuses with a history');
});
