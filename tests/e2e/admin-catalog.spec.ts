// The catalogue from a spreadsheet to the storefront, as an operator does it on a laptop: a CSV saved from
// Excel (Windows-1251, `;`) is checked first — a bad line is shown and nothing can be imported — then fixed,
// checked and imported; a price is changed in the product list and a photo added in the product's form; the
// storefront's product page shows both at once. (The phone's back office is admin.spec.ts's and axe's.)
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { formatPrice } from '@/lib/format/price';
import { uniqueTag } from './admin-support';
import { STAFF_STATE, restoreSession } from './auth-state';
import { expect, test } from './fixtures';

const csv = (lines: string[]) => ({
  name: 'tovary.csv',
  mimeType: 'text/csv',
  buffer: iconv.encode(lines.join('\r\n'), 'win1251'),
});

test('import a CSV with a preview, edit a price and add a photo, see both on the storefront', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const article = `E2E-${tag}`;
  const name = `Кукла Веснушка ${tag}`;
  const header = 'Артикул;Название;Категория;Цена;Остаток;Бренд';
  await restoreSession(page, STAFF_STATE);
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Импорт товаров' })).toBeVisible();

  const fileInput = page.getByLabel('CSV-файл с товарами');
  const importButton = page.getByRole('button', { name: 'Импортировать' });
  const check = page.getByRole('button', { name: 'Проверить' });
  // A file chosen before the form has hydrated is not seen by it: choose again until the form takes it.
  await expect(async () => {
    await fileInput.setInputFiles(
      csv([header, `${article};${name};Куклы E2E ${tag};1 490;5;Весна`, `${article}-2;Без цены;Куклы;abc;1;`]),
    );
    await expect(check).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await check.click();
  const errors = page.getByRole('table', { name: 'Ошибки в файле' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row').filter({ hasText: 'Цена' })).toContainText('3');
  await expect(importButton).toBeDisabled();

  await fileInput.setInputFiles(csv([header, `${article};${name};Куклы E2E ${tag};1 490;5;Весна`]));
  await page.getByRole('button', { name: 'Проверить' }).click();
  await expect(page.getByText('Файл проверен, ошибок нет')).toBeVisible();
  await expect(page.getByText(`Новые категории: Куклы E2E ${tag}`)).toBeVisible();
  await importButton.click();
  await expect(page.getByText('Импорт завершён: создано товаров: 1')).toBeVisible();

  await page.goto(`/admin/products?q=${article}`);
  const price = page.getByLabel(`Цена «${name}», ₽`);
  await expect(price).toHaveValue('1490');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/admin/products/') && r.request().method() === 'PATCH',
  );
  await price.fill('1990');
  await price.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Сохранено' })).toHaveCount(1);

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e91e63' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Добавить фото/)
    .setInputFiles({ name: `${article}.jpg`, mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Загружено фото: 1')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Обложка' })).toBeVisible();

  const storefront = await page.getByRole('link', { name: 'Открыть на сайте' }).getAttribute('href');
  await page.goto(storefront!);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('main')).toContainText(formatPrice(1990));
  await expect(page.locator('main img[src*="%2Fmedia%2Fu%2F"]').first()).toBeVisible();
});
