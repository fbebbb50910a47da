// The product of the day shows one price everywhere (docs/adr/0077-day-price-everywhere.md): its page (with the «Товар
// дня» mark), its card and the cart agree on the day price, the price it had before crossed out.
import { expect, test } from './fixtures';
import { gotoReady } from './accounts-support';
import { productPath, searchPath } from '@/lib/catalog/paths';
import { formatPrice } from '@/lib/format/price';

test('the product page, its card and the cart show the same day price', async ({ page }) => {
  const res = await page.request.get('/api/product-of-the-day');
  expect(res.status()).toBe(200);
  const { offer } = await res.json();
  // The demo catalogue always has sale goods in stock, so a day is never without an offer.
  expect(offer).toBeTruthy();
  const { product } = offer as {
    product: { id: number; alias: string; name: string; price: number; old_price: number };
  };
  expect(product.old_price).toBeGreaterThan(product.price);

  await gotoReady(page, productPath(product.alias));
  const mark = page.getByTestId('day-offer-mark');
  await expect(mark).toContainText('Товар дня');
  await expect(mark).toContainText(`−${offer.percent}%`);
  await expect(page.getByTestId('price').first()).toHaveText(formatPrice(product.price));
  await expect(page.locator('s').first()).toContainText(formatPrice(product.old_price));

  await gotoReady(page, searchPath(product.name));
  // By its address: the demo catalogue has goods of one name in several versions.
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.locator(`a[href="${productPath(product.alias)}"]`) });
  await expect(card.first().getByTestId('price')).toHaveText(formatPrice(product.price));
  await expect(card.first().locator('s')).toContainText(formatPrice(product.old_price));

  expect((await page.request.post('/api/add-to-cart', { data: { pid: product.id, count: 1 } })).ok()).toBe(true);
  await gotoReady(page, '/cart');
  const line = page.locator(`[data-testid="cart-line"][data-pid="${product.id}"]`);
  await expect(line).toContainText(`${formatPrice(product.price)} за шт.`);
  await expect(line.getByTestId('line-sum')).toHaveText(formatPrice(product.price));
});
