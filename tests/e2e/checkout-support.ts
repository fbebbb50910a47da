// The checkout form as a shopper fills it, for the browser suites that place an order through the page.
import type { Page } from '@playwright/test';

export async function fillRecipient(page: Page, email = `buyer-${Date.now()}@example.com`) {
  await page.locator('#checkout-surname').fill('Иванова');
  await page.locator('#checkout-name').fill('Анна');
  await page.getByTestId('phone').pressSequentially('9161234567');
  await page.locator('#checkout-email').fill(email);
}

/** Courier delivery to a Novosibirsk address in parts (its postcode prices the delivery). */
export async function chooseCourierToNovosibirsk(page: Page) {
  await page.getByRole('radio', { name: /Курьер до двери/ }).check();
  await page.locator('#checkout-city').fill('Новосибирск');
  await page.locator('#checkout-street').fill('Красный пр-т');
  await page.locator('#checkout-house').fill('1');
  await page.locator('#checkout-flat').fill('5');
  await page.locator('#checkout-postcode').fill('630091');
}
