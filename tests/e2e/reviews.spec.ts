// Product reviews end to end (issue 13): a signed-in shopper writes a review with two photos on the product page,
// a member of staff publishes it in the back office with the shop's reply, and the product page then shows the
// review, its photos and the reply.
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { gotoReady, signInBrowser, toast } from './accounts-support';
import { uniqueTag } from './admin-support';
import { STAFF_STATE, restoreSession } from './auth-state';

/** A product page no other browser suite writes reviews on: the sixth popular product. */
async function productPath(page: import('@playwright/test').Page): Promise<string> {
  const res = await page.request.get('/api/popular');
  const products = (await res.json()).products as { alias: string }[];
  const product = products[5];
  return `/product/${product.alias.replace(/^\//, '').replace(/\.html$/, '')}`;
}

const png = (color: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .png()
    .toBuffer();

test('a shopper’s review with two photos, published by staff with a reply, shows on the product page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const text = `Кукла понравилась дочке, ${tag}`;
  const reply = `Спасибо за отзыв, ${tag}!`;

  await signInBrowser(page, 'e2e-review');
  const path = await productPath(page);
  await gotoReady(page, path, 'user');
  const write = page.getByTestId('write-review');
  await expect(write).toBeEnabled();
  await write.click();

  const form = page.getByTestId('product-review-form');
  await form.getByRole('radio', { name: '4 из 5' }).check({ force: true });
  await form.getByLabel('Достоинства').fill('Мягкие волосы');
  await form.getByLabel('Недостатки').fill('Маленькая коробка');
  await form.getByLabel('Комментарий').fill(text);
  await form.locator('input[type="file"]').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await png('#c8245b') },
    { name: 'second.png', mimeType: 'image/png', buffer: await png('#1b7a43') },
  ]);
  await expect(form.getByText('first.png')).toBeVisible();
  await expect(form.getByText('second.png')).toBeVisible();
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(toast(page, 'Спасибо! Отзыв появится после проверки')).toBeVisible();
  const mine = page.getByTestId('my-review');
  await expect(mine).toContainText('ждёт проверки');
  await expect(mine).toContainText(text);

  // The member of staff, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await restoreSession(staff, STAFF_STATE);
  await staff.goto('/admin/product-reviews');
  await expect(staff.getByRole('heading', { level: 1, name: 'Отзывы о товарах' })).toBeVisible();
  const row = staff.locator('tr').filter({ hasText: tag });
  await expect(row).toContainText('4 из 5');
  await expect(row.getByRole('link', { name: 'Фото 2' })).toBeVisible();
  await row.getByLabel('Ответ магазина (виден всем под отзывом)').fill(reply);
  await row.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(staff.getByText('Отзыв опубликован').first()).toBeVisible();
  await staffContext.close();

  await gotoReady(page, path, 'user');
  const review = page.getByTestId('product-review').filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Мягкие волосы');
  await expect(review).toContainText('Маленькая коробка');
  await expect(review.getByTestId('review-reply')).toContainText(reply);
  await expect(review.getByRole('img', { name: /^Фото \d к отзыву/ })).toHaveCount(2);
  await expect(page.getByTestId('my-review')).toContainText('опубликован');
});
