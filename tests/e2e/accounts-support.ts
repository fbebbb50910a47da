// Shared steps of the accounts and wishlist browser suites.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export const PASSWORD = 'kukla-2024';

/** Opens a page and waits until it has hydrated and the profile icon knows who the shopper is. */
export async function gotoReady(page: Page, path: string, state: 'guest' | 'user' = 'guest'): Promise<void> {
  await page.goto(path);
  // Generous: on a 2-core machine shared with other suites, hydration can take a while.
  await expect(page.getByTestId('profile-button')).toHaveAttribute('data-state', state, { timeout: 20_000 });
}

/** An account made over the API, outside the browser (its cookies stay out of the page). */
export async function createAccount(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await request.post('/api/registration', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return email;
}

/** Signs the browser in through its own cookie jar (page.request shares the context's cookies). */
export async function signInBrowser(page: Page, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const res = await page.request.post('/api/registration', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return email;
}

export async function openLoginModal(page: Page) {
  await page.getByTestId('profile-button').click();
  const modal = page.getByRole('dialog', { name: 'Вход' });
  await expect(modal).toBeVisible();
  return modal;
}

/** A toast (sonner) with this title. */
export const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
