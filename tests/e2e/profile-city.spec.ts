// The shopper's city follows a signed-in shopper (issue 14, docs/adr/0076-profile-city.md): a device with no city
// chosen takes the profile's without asking, and a city chosen while signed in is kept in the profile. The prompt is
// under test, so it is not answered beforehand. Desktop: where a phone shows the city (its menu) is delivery-city.spec.ts's.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoReady, PASSWORD, signInBrowser } from './accounts-support';

test.use({ cityAnswered: false });

/** The header's city. */
async function expectShownCity(page: Page, city: string) {
  await expect(page.getByTestId('city-button')).toHaveText(new RegExp(city));
}

const profileCity = async (page: Page) =>
  (await (await page.request.get('/api/user-personal')).json()).user.city as string;

test('a new device of a shopper whose profile has a city shows it without asking', async ({ page }) => {
  const email = await signInBrowser(page, 'e2e-city-profile');
  expect((await page.request.put('/api/user-city', { data: { city: 'Казань' } })).status()).toBe(200);

  // Another device: nothing of this one (no session, no city cookie); the shopper signs in there.
  await page.context().clearCookies();
  const login = await page.request.post('/api/login', { data: { login: email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  expect((await page.context().cookies()).some((c) => c.name === 'city')).toBe(false);
  await gotoReady(page, '/', 'user');
  await expectShownCity(page, 'Казань');
  await expect(page.getByTestId('city-prompt')).toHaveCount(0);
  // Remembered on this device now: the next page knows it before any answer from the server.
  expect((await page.context().cookies()).find((c) => c.name === 'city')?.value).toBe(encodeURIComponent('Казань'));
  await gotoReady(page, '/category', 'user');
  await expect(page.getByTestId('card-promise').first()).toHaveText(/^Доставка в Казань — /);
  await expect(page.getByTestId('city-prompt')).toHaveCount(0);
});

test('a city chosen while signed in is kept in the profile', async ({ page }) => {
  await signInBrowser(page, 'e2e-city-choose');
  expect(await profileCity(page)).toBe('');
  await gotoReady(page, '/', 'user');
  // The profile has no city: the shopper is asked, and picks another one from the list.
  const prompt = page.getByTestId('city-prompt');
  await prompt.getByRole('button', { name: 'Выбрать другой' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите город' });
  await dialog.getByTestId('city-search').fill('новосиб');
  await dialog.getByRole('button', { name: 'Новосибирск' }).click();
  await expect(dialog).toHaveCount(0);
  await expectShownCity(page, 'Новосибирск');
  await expect.poll(() => profileCity(page)).toBe('Новосибирск');
});
