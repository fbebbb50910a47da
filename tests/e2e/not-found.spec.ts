// The 404 pages in the browser (issue 2, docs/PRODUCT.md#routing-rules): the message names the path, which the
// browser fills in (404 pages are shared; for a category's notFound() Next.js renders the message in the browser),
// inside the shop's frame with a way back. Statuses, internal routes and the SEO tags (title, description,
// canonical, OpenGraph, JSON-LD, sitemap, robots) are read from the server's HTML in tests/api/pages.test.ts.
import { expect, test } from './fixtures';

test.describe('404', () => {
  test('an unmatched route answers 404 with "Page not found: {path}"', async ({ page }) => {
    for (const path of ['/no-such-page', '/toys/dolls/barbie']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: ${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      // The shop's frame is still there, with a way back.
      await expect(page.getByTestId('logo')).toBeVisible();
      await expect(page.getByTestId('not-found').getByRole('link', { name: 'На главную' })).toHaveAttribute(
        'href',
        '/',
      );
    }
  });

  test('a category: a malformed id fails the route check, an unknown one is not found', async ({ page }) => {
    let response = await page.goto('/category/Not_A_Slug');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page Not Found: /category/Not_A_Slug');

    response = await page.goto('/category/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /category/no-such-category');
  });

  test('an in-app link to an unmatched route shows the same message', async ({ page }) => {
    await page.goto('/no-such-page');
    const home = page.getByTestId('not-found').getByRole('link', { name: 'На главную' });
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('shelf-popular')).toBeVisible();
  });
});
