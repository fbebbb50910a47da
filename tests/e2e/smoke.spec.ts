import { expect, test } from './fixtures';

test('the home page answers and shows the header logo', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  const logo = page.locator('header a[href="/"]').first();
  await expect(logo).toBeVisible();
});
