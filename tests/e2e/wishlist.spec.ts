// The wishlist in a real browser: hearts on cards and on the product page share one request; a guest's
// wishlist survives signing in.
import { expect, test } from './fixtures';
import { createAccount, gotoReady, openLoginModal, PASSWORD, toast } from './accounts-support';

test('hearts on a page of product cards ask /api/favorite once, and a guest’s wishlist survives signing in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const answered = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path && r.ok());
  const favoriteCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/favorite') favoriteCalls.push(r.url());
  });
  await gotoReady(page, '/');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  await expect.poll(() => favoriteCalls.length).toBe(1);

  const first = cards.nth(0);
  const name = (await first.getByRole('heading').textContent())!.trim();
  const heart = first.getByTestId('favorite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const added = answered('/api/add-to-favorite');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true'); // at once (optimistic)
  await added;

  await page.goto('/wishlist');
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText(name);

  const email = await createAccount(request, 'e2e-wish');
  const login = await openLoginModal(page);
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Пароль').fill(PASSWORD);
  await login.getByRole('button', { name: 'Войти' }).click();
  await expect(toast(page, 'Успешный вход')).toBeVisible();
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', 'user');

  await page.reload();
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText(name);

  // The product page's heart knows it too; removing it empties the wishlist.
  await page.getByTestId('product-card').getByRole('link', { name }).click();
  const big = page.getByTestId('buy-box').getByTestId('favorite-button');
  await expect(big).toHaveAttribute('aria-pressed', 'true');
  const removed = answered('/api/delete-from-favorite');
  await big.click();
  await expect(big).toHaveAttribute('aria-pressed', 'false');
  await removed;
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});
