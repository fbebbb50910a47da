// The rest of the old site (issue 14): the product of the day on the home page with its countdown, «Вы недавно
// смотрели» on the product page and in the cart (this browser's localStorage only), and the product pictures full
// screen with swipe, pinch zoom and Escape.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoReady } from './accounts-support';

type Card = { id: number; alias: string; name: string; price: number; old_price: number | null };

const rub = (n: number) => `${new Intl.NumberFormat('ru-RU').format(n).replace(/\s/g, '\u00a0')}\u00a0₽`;
const pathOf = (alias: string) => `/product/${alias.replace(/^\//, '').replace(/\.html$/, '')}`;

async function sale(request: APIRequestContext): Promise<Card[]> {
  const res = await request.get('/api/sale');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { products: Card[] }).products;
}

/** A product with several pictures. */
async function withPictures(request: APIRequestContext): Promise<Card & { images: string[] }> {
  for (const card of await sale(request)) {
    const res = await request.post('/api/product', { data: { alias: card.alias } });
    const product = (await res.json()).product as Card & { images: string[] };
    if (product.images.length > 2) return product;
  }
  throw new Error('no product with several pictures in the demo catalogue');
}

test('the home page shows the product of the day at its day price with a running countdown', async ({
  page,
  request,
}) => {
  const offer = (await (await request.get('/api/product-of-the-day')).json()).offer as {
    percent: number;
    product: Card;
  };
  expect(offer).not.toBeNull();
  await gotoReady(page, '/');
  const block = page.getByTestId('product-of-the-day');
  await expect(block.getByRole('heading', { name: /Товар дня/ })).toBeVisible();
  await expect(block.getByRole('link', { name: offer.product.name })).toBeVisible();
  await expect(block.getByTestId('price')).toHaveText(rub(offer.product.price));
  const timer = block.getByRole('timer');
  await expect(timer).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first!);
});

test('«Вы недавно смотрели» lists the products this browser showed, on a product page and in the cart', async ({
  page,
  request,
}) => {
  const [a, b] = await sale(request);
  await gotoReady(page, pathOf(a.alias));
  // The first product page has nothing else to show yet.
  await expect(page.getByRole('heading', { name: a.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  await gotoReady(page, pathOf(b.alias));
  const shelf = page.getByRole('region', { name: 'Вы недавно смотрели' });
  await expect(shelf.getByRole('link', { name: a.name })).toBeVisible();
  await expect(shelf.getByRole('link', { name: b.name })).toHaveCount(0);
  await gotoReady(page, '/cart');
  const inCart = page.getByRole('region', { name: 'Вы недавно смотрели' });
  await expect(inCart.getByRole('link')).toHaveText([b.name, a.name]);
  // Keyboard: the cards are links in the tab order.
  await inCart.getByRole('link', { name: b.name }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(pathOf(b.alias)));
});

/** A horizontal swipe: a mouse drag on the desktop, a finger (CDP touch events) on the phone. */
async function swipeLeft(page: Page, isMobile: boolean) {
  const box = (await page.getByTestId('gallery-viewer').boundingBox())!;
  const y = box.y + box.height / 2;
  const [from, to] = [box.x + box.width * 0.8, box.x + box.width * 0.2];
  if (!isMobile) {
    await page.mouse.move(from, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(from + ((to - from) * step) / 8, y);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 8, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers moving apart in the middle of the screen. */
async function pinchOut(page: Page) {
  const box = (await page.getByTestId('gallery-viewer').boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  const points = (gap: number) => [
    { x: cx - gap, y: cy, id: 1 },
    { x: cx + gap, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(20) });
  for (let gap = 30; gap <= 120; gap += 10) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(gap) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test(
  'the product picture opens full screen, swipes to the next one, zooms, and Escape closes it',
  { tag: '@mobile' },
  async ({ page, request, isMobile }) => {
    const product = await withPictures(request);
    await gotoReady(page, pathOf(product.alias));
    const opener = page.getByTestId('gallery-open');
    await opener.click();
    const viewer = page.getByRole('dialog', { name: `Фото товара: ${product.name}` });
    await expect(viewer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Закрыть' })).toBeFocused();
    const counter = viewer.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1 / ${product.images.length}`);
    await swipeLeft(page, isMobile);
    await expect(counter).toHaveText(`2 / ${product.images.length}`);
    if (isMobile) {
      await pinchOut(page);
      const layer = viewer.getByRole('group', { name: `Фото 2 из ${product.images.length}` }).getByTestId('zoom-layer');
      await expect.poll(async () => Number(await layer.getAttribute('data-scale'))).toBeGreaterThan(1.5);
      // Enlarged, a swipe moves the picture instead of changing it.
      await swipeLeft(page, true);
      await expect(counter).toHaveText(`2 / ${product.images.length}`);
    } else {
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(`3 / ${product.images.length}`);
      // Tab stays inside the dialog.
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      await expect(viewer.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
  },
);
