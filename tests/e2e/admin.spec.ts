// An administrator's day in the back office, on a laptop and, where a 390 px phone folds the sections into a
// «Разделы» menu and the tables into cards (the orders, the moderation rows with their forms), on the phone too:
// the door for visitors and customers; a new member of staff's first sign-in; the morning screen; paid orders assembled and shipped with a track number,
// a paid one cancelled with its refund and an unpaid one cancelled with its stock returned, each customer getting
// the letter; a review published with the shop's reply and a question answered; a promo code for the weekend that
// the cart accepts; a delivery tariff whose new price «Доставка и оплата» shows at once.
import type { Page } from '@playwright/test';
import { signInBrowser } from './accounts-support';
import {
  letterTo,
  openSection,
  payOrder,
  placeOrder,
  productInStock,
  shopperWith,
  stockOf,
  uniqueTag,
} from './admin-support';
import { STAFF_STATE, restoreSession } from './auth-state';
import { expect, test } from './fixtures';

/** The run's first administrator, signed in once at the door by the setup project, on the back office's `path`. */
async function asAdmin(page: Page, path = '/admin'): Promise<void> {
  await restoreSession(page, STAFF_STATE);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Разделы панели' })).toBeVisible();
}

/** Each project's own products, so that the two never change each other's stock (the demo has ids 1…360). */
const productIds = (project: string) =>
  Array.from({ length: 30 }, (_, i) => (project === 'mobile' ? 330 : 300) + i + 1);

test('a visitor at /admin meets the sign-in form; a signed-in customer is told «Нет доступа»', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Вход для сотрудников' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Разделы панели' })).toHaveCount(0);

  await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Неверный email или пароль' })).toBeVisible();

  await signInBrowser(page, 'customer-at-admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  await expect(page.getByText('Этот раздел только для сотрудников магазина.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Разделы панели' })).toHaveCount(0);
});

test('a new member of staff signs in with the temporary password and must choose their own first', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await asAdmin(page, '/admin/staff');
  const email = `staff-${uniqueTag()}@example.com`;
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Добавить сотрудника' }) });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Имя', { exact: true }).fill('Ольга');
  await form.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const shown = form.locator('code');
  await expect(shown).toHaveText(/^\S{12}$/);
  const temporary = (await shown.textContent())!;

  // The newcomer, in a browser of their own: the panel opens only after the «Смените пароль» step.
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto('/admin/orders');
  await newcomer.getByLabel('Email', { exact: true }).fill(email);
  await newcomer.getByLabel('Пароль', { exact: true }).fill(temporary);
  await newcomer.getByRole('button', { name: 'Войти' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Смените пароль' })).toBeVisible({ timeout: 20_000 });
  await expect(newcomer.getByRole('navigation', { name: 'Разделы панели' })).toHaveCount(0);
  await newcomer.getByLabel('Временный пароль', { exact: true }).fill(temporary);
  // The new password's label carries the rule's hint: the fields are found by name.
  await newcomer.locator('input[name="new_password"]').fill(`своё-${temporary}`);
  await newcomer.locator('input[name="repeat_password"]').fill(`своё-${temporary}`);
  await newcomer.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(newcomer.getByRole('navigation', { name: 'Разделы панели' })).toBeVisible({ timeout: 20_000 });
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Заказы' })).toBeVisible();
  await context.close();
});

test(
  'orders: the morning screen, a paid order assembled and shipped, one refunded, an unpaid one cancelled',
  {
    tag: '@mobile',
  },
  async ({ page, playwright, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    const base = baseURL!;
    const product = await productInStock(playwright, base, productIds(testInfo.project.name));
    const place = async (payment: 'card' | 'cash', pay: boolean) => {
      const shopper = await shopperWith(playwright, base, product.pid, testInfo.project.name);
      const number = await placeOrder(shopper, payment);
      if (pay) await payOrder(shopper, number);
      await shopper.api.dispose();
      return { number, email: shopper.email };
    };
    const toShip = await place('card', true);
    const toRefund = await place('card', true);
    const cash = await place('cash', false);
    const unpaid = await place('card', false);

    await asAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Сводка' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'Главное за сегодня' });
    await expect(figures.getByRole('link', { name: /собрать и отправить/ })).toHaveText(/^[1-9]\d*/);
    await expect(figures.getByRole('link', { name: /ждут оплаты/ })).toHaveText(/^[1-9]\d*/);
    for (const panel of ['Собрать и отправить', 'Ждут оплаты', 'Ждут ответа', 'Заканчиваются (3 шт. и меньше)'])
      await expect(page.getByRole('heading', { level: 2, name: panel })).toBeVisible();

    // The cash order is found among the orders paid on receipt, already in assembly.
    await openSection(page, 'Заказы');
    const filters = page.getByRole('search');
    await filters.getByLabel('Поиск').fill(cash.email);
    await filters.getByLabel('Оплата').selectOption({ label: 'При получении' });
    await filters.getByRole('button', { name: 'Показать' }).click();
    await expect(page).toHaveURL(/payment=cash/);
    const cashRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: cash.number }) });
    await expect(cashRow).toContainText('Собирается');
    await expect(cashRow).toContainText('при получении');

    // The paid order: into assembly, then to the carrier with a track number.
    await filters.getByLabel('Поиск').fill(toShip.email);
    await filters.getByLabel('Оплата').selectOption({ label: 'Оплаченные' });
    await filters.getByRole('button', { name: 'Показать' }).click();
    await page.getByRole('link', { name: toShip.number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Заказ ${toShip.number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Взять в сборку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Статус: Собирается' })).toBeVisible();
    const track = `1${Date.now().toString().slice(-9)}`;
    await page.getByRole('button', { name: 'Передать в доставку' }).click();
    await expect(page.getByLabel('Трек-номер')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Трек-номер').fill(track);
    await page.getByRole('button', { name: 'Передать в доставку' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Статус: Передан в доставку' })).toBeVisible();
    await expect(page.getByRole('link', { name: track })).toHaveAttribute('href', new RegExp(track));
    const shipped = await letterTo(page.request, toShip.email, /передан в доставку/);
    expect(shipped.text).toContain(track);

    // A paid order cancelled: the confirmation names the refund, the letter says it was made.
    await page.goto(`/admin/orders?q=${encodeURIComponent(toRefund.email)}`);
    await page.getByRole('link', { name: toRefund.number }).click();
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    const refundNote = page.getByRole('alert').filter({ hasText: `Отменить заказ ${toRefund.number}?` });
    await expect(refundNote).toContainText('Товары вернутся на склад');
    await expect(refundNote).toContainText('через платёжную систему');
    await page.getByRole('button', { name: 'Да, отменить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Статус: Отменён' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Возвраты' })).toBeVisible();
    expect((await letterTo(page.request, toRefund.email, /отменён/)).text).toContain('Возврат');

    // The unpaid order cancelled: the goods go back on sale.
    const stockWithUnpaid = await stockOf(playwright, base, product.pid);
    await page.goto(`/admin/orders?q=${encodeURIComponent(unpaid.email)}`);
    await expect(page.getByRole('row').filter({ hasText: unpaid.number })).toContainText('Ожидает оплаты');
    await page.getByRole('link', { name: unpaid.number }).click();
    await page.getByRole('button', { name: 'Отменить заказ' }).click();
    const note = page.getByRole('alert').filter({ hasText: `Отменить заказ ${unpaid.number}?` });
    await expect(note).toContainText('Товары вернутся на склад');
    await expect(note).not.toContainText('через платёжную систему');
    await page.getByRole('button', { name: 'Да, отменить' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Статус: Отменён' })).toBeVisible();
    await expect(page.getByText('Статус этого заказа больше не меняется.')).toBeVisible();
    expect(await stockOf(playwright, base, product.pid)).toBe(stockWithUnpaid + 1);
    await letterTo(page.request, unpaid.email, /отменён/);
  },
);

test(
  'reviews and questions: a review published with the shop’s reply, a question answered by email',
  {
    tag: '@mobile',
  },
  async ({ page }) => {
    const tag = uniqueTag();
    const reviewText = `Куклы пришли быстро и в целости, спасибо! ${tag}`;
    const review = await page.request.post('/api/reviews', { data: { name: 'Марина', rating: 5, text: reviewText } });
    expect(review.status()).toBe(200);
    const asker = `asker-${tag}@example.com`;
    const questionText = `Можно ли забрать заказ в субботу? ${tag}`;
    const question = await page.request.post('/api/questions', {
      data: { name: 'Игорь', email: asker, text: questionText },
    });
    expect(question.status()).toBe(200);

    await asAdmin(page);
    await openSection(page, 'Отзывы о магазине');
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toContainText('Ждёт проверки');
    const reply = `Спасибо, Марина! Ждём вас снова. ${tag}`;
    await row.getByLabel('Ответ магазина (виден всем под отзывом)').fill(reply);
    await row.getByRole('button', { name: 'Опубликовать' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Отзыв опубликован' })).toBeVisible();

    await page.goto('/feedback');
    await expect(page.getByText(reviewText)).toBeVisible();
    await expect(page.getByText(reply)).toBeVisible();

    await page.goto('/admin');
    await openSection(page, 'Обращения');
    const item = page.getByRole('row').filter({ hasText: questionText });
    await expect(item).toContainText('Без ответа');
    const answer = `Да, пункт выдачи работает в субботу. ${tag}`;
    await item.getByLabel('Ответ письмом').fill(answer);
    await item.getByRole('button', { name: 'Отправить ответ' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Ответ отправлен на ${asker}` })).toBeVisible();
    expect((await letterTo(page.request, asker, /Ответ на ваш вопрос/)).text).toContain(answer);
  },
);

/** YYYY-MM-DD in Moscow, `days` from today. */
const moscowDate = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

/** Days from today (Moscow) to the coming Sunday, 0 on a Sunday. */
const daysToSunday = () => {
  const weekday = new Date(`${moscowDate()}T12:00:00Z`).getUTCDay();
  return (7 - weekday) % 7;
};

test('a promo code for the weekend that the cart accepts, and a delivery tariff «Доставка и оплата» shows', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const code = `WEEKEND_${uniqueTag()}`.toUpperCase();
  await asAdmin(page);
  await openSection(page, 'Промокоды');
  const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Новый промокод' }) });
  await form.getByLabel('Код').fill(code);
  await form.getByLabel('Скидка').selectOption({ label: 'Процент от суммы товаров' });
  await form.getByLabel('Размер скидки').fill('15');
  await form.getByLabel('Действует с').fill(moscowDate());
  await form.getByLabel('Действует по').fill(moscowDate(daysToSunday()));
  await form.getByRole('button', { name: 'Создать промокод' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'Промокод создан' })).toBeVisible();
  const promoRow = page.getByRole('row').filter({ has: page.getByText(code, { exact: true }) });
  await expect(promoRow).toContainText('15 %');
  await expect(promoRow).toContainText('Действует');

  const shopper = await playwright.request.newContext({ baseURL });
  const { pid } = await productInStock(playwright, baseURL!, productIds(testInfo.project.name), 1);
  expect((await shopper.post('/api/add-to-cart', { data: { pid, count: 1 } })).status()).toBe(200);
  const applied = await shopper.post('/api/cart/promo-code', { data: { promo_code: code.toLowerCase() } });
  expect(applied.status()).toBe(200);
  const cart = await (await shopper.get('/api/cart/products')).json();
  expect(cart.promo_code).toBe(code);
  expect(cart.discount).toBe(Math.round(cart.products_cost * 0.15));
  await shopper.dispose();

  // Zone 1 is the «от …» price of «Доставка и оплата».
  const [service, method, price] = ['Почта России', 'почта россии', 289];
  await openSection(page, 'Доставка');
  const tariff = page.getByRole('form', { name: `${service}, ${method}, зона 1` });
  await tariff.getByLabel('Цена, ₽').fill(String(price));
  await tariff.getByRole('button', { name: 'Сохранить' }).click();
  await expect(tariff.getByRole('status').filter({ hasText: 'Сохранено' })).toBeVisible();

  await page.goto('/delivery');
  const row = page
    .getByRole('table', { name: 'Стоимость и сроки доставки' })
    .getByRole('row')
    .filter({ hasText: service });
  await expect(row).toContainText(new RegExp(`от\\s${price}\\s₽`));
});
