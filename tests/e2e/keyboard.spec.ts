// Keyboard only (issue 12): every flow of the shop works without a mouse, and the focus can be seen. The skip
// link is the first Tab stop; the search hints, the listing filters, «В корзину», the checkout form, the login
// modal and the phone menu are driven by Tab, arrows, Space, Enter and Escape alone.
// On the desktop; at 390 px what a phone folds: the listing's filters and the menu.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoReady } from './accounts-support';

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`);
}

/**
 * The ring around the focused control: its own outline or that of the nearest of three ancestors that draws
 * one (the search field's ring is on its rounded box). Answers the outline's width in px, 0 when there is none.
 */
const ringWidth = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    for (let depth = 0; el && depth < 4; depth++, el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return parseFloat(style.outlineWidth);
    }
    return 0;
  });

const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('the skip link is the first Tab stop and moves focus to <main>', async ({ page }) => {
  await gotoReady(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect(await ringWidth(page)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // The next Tab starts from the content, past the header.
  await page.keyboard.press('Tab');
  expect(await focusInside(page, 'main')).toBe(true);
});

test('every Tab stop of the header shows a ring of at least 3 px', async ({ page }) => {
  await gotoReady(page, '/');
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const what = await page.evaluate(() => {
      const el = document.activeElement!;
      return `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}`;
    });
    seen.add(what);
    expect(await ringWidth(page), `the ring of ${what}`).toBeGreaterThanOrEqual(3);
  }
  expect(seen.size).toBeGreaterThan(5);
});

test('search: type, arrow down to a hint, Enter opens it', async ({ page }) => {
  await gotoReady(page, '/');
  const input = page.getByRole('combobox', { name: 'Поиск по каталогу' });
  await tabTo(page, input);
  expect(await ringWidth(page)).toBeGreaterThanOrEqual(3);
  await page.keyboard.type('кукла');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const hint = (await options.first().textContent())!.trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/search/${encodeURIComponent(hint)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Результаты поиска «${hint}»`);
});

test('search: a product among the hints opens with the keyboard', async ({ page }) => {
  await gotoReady(page, '/');
  const input = page.getByRole('combobox', { name: 'Поиск по каталогу' });
  await tabTo(page, input);
  await page.keyboard.type('кукла');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  // The products follow the word hints; each names its page in data-href.
  const index = await options.evaluateAll((els) => els.findIndex((el) => el.querySelector('[data-href]')));
  expect(index).toBeGreaterThanOrEqual(0);
  const product = options.nth(index);
  const href = (await product.locator('[data-href]').getAttribute('data-href'))!;
  for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
  await expect(product).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(
  'listing filters: Space ticks «Только в наличии» and the listing follows',
  { tag: '@mobile' },
  async ({ page }) => {
    await gotoReady(page, '/category/kukly');
    const panel = page.getByTestId('filters-panel');
    // On a phone the panel is folded: its summary opens with Enter.
    if (!(await panel.evaluate((el: HTMLDetailsElement) => el.open))) {
      const summary = panel.locator('summary');
      if (await summary.isVisible()) {
        await tabTo(page, summary);
        await page.keyboard.press('Enter');
        await expect(panel).toHaveAttribute('open', '');
      }
    }
    const inStock = page.getByTestId('in-stock-filter');
    await tabTo(page, inStock);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/[?&]in_stock=1/);
    await expect(page.getByTestId('in-stock-filter')).toBeChecked();
  },
);

test('the product page: Tab to «В корзину», Enter adds the product', async ({ page }) => {
  await gotoReady(page, '/');
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.locator('[data-testid="add-to-cart"]:enabled') })
    .first();
  await gotoReady(page, (await card.locator('h3 a').getAttribute('href'))!);
  const add = page.getByTestId('buy-box').getByTestId('add-to-cart');
  await tabTo(page, add, 120);
  expect(await ringWidth(page)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText(/^[1-9]/);
});

test('the checkout form is filled and sent with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  for (let pid = 1; pid < 120; pid++) {
    if ((await page.request.post('/api/add-to-cart', { data: { pid, count: 1 } })).ok()) break;
  }
  await gotoReady(page, '/cart');
  await expect(page.getByTestId('cart-lines')).toBeVisible();
  const type = async (target: Locator, text: string) => {
    await tabTo(page, target);
    await page.keyboard.type(text);
  };
  await type(page.locator('#checkout-surname'), 'Иванова');
  await type(page.locator('#checkout-name'), 'Анна');
  await type(page.getByTestId('phone'), '9161234567');
  await type(page.locator('#checkout-email'), `keys-${Date.now()}@example.com`);
  // Radio groups: Tab reaches the group, Space picks the focused option, arrows move between options.
  const pickup = page.getByRole('radio', { name: /Пункт выдачи заказов/ });
  await tabTo(page, page.locator('input[name="shipping_id"]').first());
  for (let i = 0; i < 4 && !(await pickup.isChecked()); i++) {
    if (!(await pickup.evaluate((el) => el === document.activeElement))) await page.keyboard.press('ArrowDown');
    else await page.keyboard.press('Space');
  }
  await expect(pickup).toBeChecked();
  await type(page.getByTestId('pickup-point-search'), 'Тверская');
  const point = page.getByTestId('pickup-point-list').getByRole('radio', { name: /Тверская/ });
  await tabTo(page, point);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('pickup-point-chosen')).toContainText('Тверская');
  await tabTo(page, page.getByTestId('agreement'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('agreement')).toBeChecked();
  await tabTo(page, page.getByTestId('place-order'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pay\//);
});

test('the login modal: Enter opens it with focus inside, Tab stays in, Escape returns focus to the opener', async ({
  page,
}) => {
  await gotoReady(page, '/');
  const opener = page.getByTestId('profile-button');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Вход' });
  await expect(login.getByLabel('Email')).toBeFocused();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    expect(await ringWidth(page)).toBeGreaterThanOrEqual(3);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

// The menu button is shown on a phone only.
test(
  'the phone menu: Enter opens it with focus inside, Tab stays in, Escape returns focus to the button',
  {
    tag: '@mobile-only',
  },
  async ({ page }) => {
    await gotoReady(page, '/');
    const button = page.getByTestId('mobile-menu-button');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Меню' });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await focusInside(page, '#mobile-menu')).toBe(true);
    await expect(menu.getByTestId('mobile-menu-categories').getByRole('link').first()).toBeVisible();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '#mobile-menu')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '#mobile-menu')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    // A category followed with Enter opens its page and closes the menu.
    await page.keyboard.press('Enter');
    const category = page.getByTestId('mobile-menu-categories').getByRole('link').first();
    await tabTo(page, category);
    const href = (await category.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('dialog', { name: 'Меню' })).toHaveCount(0);
  },
);
