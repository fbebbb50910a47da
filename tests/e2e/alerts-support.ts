// Shared steps of the alerts suite and the accessibility suite.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { placeOrder, uniqueTag } from './admin-support';

/** The page of a product out of stock, found in the catalogue's HTML (sold-out goods are not on the home lists). */
export async function soldOutPath(request: APIRequestContext): Promise<string> {
  for (let n = 1; n <= 20; n++) {
    const res = await request.get(`/category?page=${n}`);
    if (!res.ok()) break;
    const card = (await res.text())
      .split('data-testid="product-card"')
      .slice(1)
      .find((part) => part.split('</article>')[0].includes('Нет в наличии'));
    if (card) return /href="(\/product\/[a-z0-9-]+)"/.exec(card)![1];
  }
  throw new Error('the demo catalogue has no product out of stock');
}

/** A cash-on-delivery order placed through `api` (phone +7 (916) 765-43-21, СДЭК pickup point); answers its number. */
export async function placeCashOrder(api: APIRequestContext): Promise<string> {
  for (let pid = 1; pid < 120; pid++) {
    if ((await api.post('/api/add-to-cart', { data: { pid, count: 1 } })).ok()) {
      return placeOrder({ api, email: `lookup-${uniqueTag()}@example.com` }, 'cash');
    }
  }
  throw new Error('no product in stock');
}

/** Fills /order-status and sends it. */
export async function lookUpOrder(page: Page, number: string, contact: string): Promise<void> {
  const form = page.getByTestId('order-lookup-form');
  await form.getByLabel('Номер заказа').fill(number);
  await form.getByLabel('Телефон или email, указанные при заказе').fill(contact);
  await form.getByRole('button', { name: 'Найти заказ' }).click();
  await expect(page.getByTestId('order-lookup-result').or(page.getByTestId('order-lookup-error'))).toBeVisible();
}
