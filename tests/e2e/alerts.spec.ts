// Alerts and the order lookup in the browser: «Сообщить о поступлении» on a sold-out product (a guest types the
// email, is told to confirm it and does so by the letter's link; a signed-in shopper finds it filled in), and
// /order-status finding an order by its number and phone.
import { expect, test } from './fixtures';
import { gotoReady, signInBrowser } from './accounts-support';
import { letterTo } from './admin-support';
import { lookUpOrder, placeCashOrder, soldOutPath } from './alerts-support';

test('a guest asks to be told when a sold-out product is back and confirms the address', async ({ page }) => {
  const path = await soldOutPath(page.request);
  await gotoReady(page, path);
  await expect(page.getByTestId('stock-state')).toHaveText('Нет в наличии');
  const open = page.getByRole('button', { name: 'Сообщить о поступлении' });
  const form = page.getByTestId('stock-alert-form');
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(form).toBeHidden();
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(form).toBeVisible();
  await expect(form.getByText('политикой конфиденциальности')).toBeVisible();
  const email = `alert-${Date.now().toString(36)}@example.com`;
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Сообщить мне' }).click();
  const done = page.getByTestId('stock-alert-done');
  await expect(done).toContainText(email);
  await expect(done).toContainText('ссылкой для подтверждения');

  const letter = await letterTo(page.request, email, /Подтвердите подписку/);
  const link = new URL(/https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(letter.text)![0]);
  await gotoReady(page, `${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByTestId('alert-confirm-done')).toContainText('пришлём одно письмо');
});

test('a signed-in shopper finds the account email already in the field', async ({ page }) => {
  const email = await signInBrowser(page, 'stock-alert');
  await gotoReady(page, await soldOutPath(page.request), 'user');
  await page.getByRole('button', { name: 'Сообщить о поступлении' }).click();
  const form = page.getByTestId('stock-alert-form');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  // The account's own address needs no confirmation letter.
  await form.getByRole('button', { name: 'Сообщить мне' }).click();
  await expect(page.getByTestId('stock-alert-done')).toContainText(`пришлём письмо на ${email}`);
});

test('a guest finds an order on /order-status by its number and phone; a wrong phone finds nothing', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Placed by a shopper with a cookie jar of their own: the browser here is a stranger to the order.
  const shopper = await playwright.request.newContext({ baseURL });
  const number = await placeCashOrder(shopper);
  await shopper.dispose();
  await gotoReady(page, '/');
  await page.locator('footer').getByRole('link', { name: 'Где мой заказ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Где мой заказ' })).toBeVisible();

  await lookUpOrder(page, number, '8 916 765-43-22');
  await expect(page.getByTestId('order-lookup-error')).toContainText('Заказ не найден');

  await lookUpOrder(page, number, '8 916 765-43-21');
  const result = page.getByTestId('order-lookup-result');
  await expect(result.getByRole('heading', { level: 2 })).toContainText(number);
  await expect(result.getByTestId('order-status')).toHaveText('Собирается');
  await expect(result).toContainText('СДЭК');
  await expect(result).not.toContainText('Смирнова');
  await expect(page.getByTestId('order-lookup-error')).toHaveCount(0);
});

test('a letter’s link fills in the order number', async ({ page }) => {
  await gotoReady(page, `/order-status?number=${encodeURIComponent('К-250001')}`);
  await expect(page.getByLabel('Номер заказа')).toHaveValue('К-250001');
});
