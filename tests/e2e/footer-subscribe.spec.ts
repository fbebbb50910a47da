// The footer (issue 2, docs/PRODUCT.md#layout): advantages on desktop, nav links on phones, phone and messengers,
// the subscribe form (button waits for a valid email, success toast); the page-improvement block → /improve.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** React sets its props on a DOM node when it hydrates it: typing before that is lost. */
const hydrated = (locator: Locator) =>
  expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);

const uniqueEmail = () =>
  `e2e-subscribe-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const footer = (page: Page) => page.locator('footer');

test('desktop footer: the four advantages', async ({ page }) => {
  await page.goto('/');
  const advantages = page.getByRole('list', { name: 'Наши преимущества' });
  await expect(advantages).toBeVisible();
  await expect(advantages.getByRole('listitem')).toHaveCount(4);
  await expect(advantages.locator('strong')).toHaveText([
    'Широкий ассортимент',
    'Доставка по всей России',
    'Контроль качества',
    'Возврат в течение 30 дней',
  ]);
  await expect(advantages.getByRole('listitem').nth(1)).toContainText('СДЭК, Boxberry, Почта России');
  // The header already has the main links on desktop.
  await expect(
    footer(page).getByRole('navigation', { name: 'Информация' }).getByRole('link', { name: 'О нас' }),
  ).toBeHidden();
});

test('mobile footer: nav links instead of the advantages', { tag: '@mobile-only' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Наши преимущества' })).toBeHidden();
  const nav = footer(page).getByRole('navigation', { name: 'Информация' });
  for (const [name, href] of [
    ['О нас', '/about'],
    ['Доставка и оплата', '/delivery'],
    ['Отзывы и помощь', '/feedback'],
    ['Оптовикам', '/wholesale'],
  ]) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  const about = nav.getByRole('link', { name: 'О нас', exact: true });
  await hydrated(about);
  await about.click();
  await expect(page).toHaveURL('/about');
});

test('the footer shows the phone and the messenger links', { tag: '@mobile' }, async ({ page }) => {
  await page.goto('/');
  const phone = footer(page).getByRole('link', { name: '+7 (800) 555-35-35' });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', 'tel:+78005553535');
  for (const name of ['Telegram', 'WhatsApp', 'ВКонтакте']) {
    await expect(footer(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test.describe('subscribe form', () => {
  test('the button is disabled while the email is empty or invalid', async ({ page }) => {
    await page.goto('/');
    const form = page.getByTestId('subscribe-form');
    const email = form.getByRole('textbox', { name: 'Email' });
    const button = form.getByRole('button', { name: 'Подписаться' });
    await hydrated(email);
    await expect(email).toHaveValue('');
    await expect(button).toBeDisabled();
    for (const invalid of ['anna', 'anna@', 'anna@mail', 'anna @mail.ru', '@mail.ru']) {
      await email.fill(invalid);
      await expect(button, invalid).toBeDisabled();
    }
    await email.fill('anna@mail.ru');
    await expect(button).toBeEnabled();
    await email.fill('');
    await expect(button).toBeDisabled();
  });

  test('a valid email subscribes: toast «Вы подписались на новости!»', async ({ page }) => {
    await page.goto('/about');
    const form = page.getByTestId('subscribe-form');
    const email = form.getByRole('textbox', { name: 'Email' });
    const button = form.getByRole('button', { name: 'Подписаться' });
    await hydrated(email);
    const address = uniqueEmail();
    await email.fill(address);
    await expect(button).toBeEnabled();
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/subscribe' && r.method() === 'POST');
    await button.click();
    expect((await sent).postDataJSON()).toEqual({ email: address });
    await expect(page.getByText('Вы подписались на новости!')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(button).toBeDisabled();
  });
});

test.describe('page-improvement block', () => {
  test('links to /improve?url_current={current path} and follows in-app navigation', async ({ page }) => {
    const path = '/category/kukly?sort=price_asc';
    await page.goto(path);
    const block = page.getByRole('complementary', { name: 'Улучшение страницы' });
    await expect(block).toContainText('Что можно улучшить на этой странице?');
    const link = block.getByTestId('improve-link');
    await expect(link).toHaveAttribute('href', `/improve?url_current=${encodeURIComponent(path)}`);

    // After an in-app navigation the link names the new page.
    const crumb = page.getByRole('navigation', { name: 'Хлебные крошки' }).getByRole('link', { name: 'Каталог' });
    await hydrated(crumb);
    await crumb.click();
    await expect(page).toHaveURL('/category');
    await expect(link).toHaveAttribute('href', `/improve?url_current=${encodeURIComponent('/category')}`);

    // A navigation that changes only the query (page 2) is a new address too.
    const next = page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Следующая страница' });
    await hydrated(next);
    await next.click();
    await expect(page).toHaveURL('/category?page=2');
    await expect(link).toHaveAttribute('href', `/improve?url_current=${encodeURIComponent('/category?page=2')}`);
  });

  test('the improve form submits with the page address', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByTestId('improve-link');
    await expect(link).toHaveAttribute('href', `/improve?url_current=${encodeURIComponent('/about')}`);
    await hydrated(link);
    await link.click();
    await expect(page).toHaveURL(`/improve?url_current=${encodeURIComponent('/about')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Что можно улучшить на этой странице?');
    // The block does not offer to improve the improvement form.
    await expect(page.getByTestId('improve-link')).toHaveCount(0);

    const form = page.getByTestId('improve-form');
    await expect(form).toContainText('Страница: /about');
    const text = form.getByRole('textbox', { name: 'Что было неудобно или непонятно?' });
    await hydrated(text);
    const submit = form.getByRole('button', { name: 'Отправить' });
    await expect(submit).toBeDisabled();
    await text.fill('Хочется видеть размер куклы прямо в карточке товара.');
    await form.getByRole('textbox', { name: 'Email для ответа (необязательно)' }).fill(uniqueEmail());
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/improve' && r.method() === 'POST');
    await submit.click();
    expect((await sent).postDataJSON()).toMatchObject({
      url_current: '/about',
      text: 'Хочется видеть размер куклы прямо в карточке товара.',
    });
    await expect(page.getByTestId('improve-done')).toBeVisible();
    await expect(page.getByTestId('improve-done').getByRole('link', { name: 'Вернуться на страницу' })).toHaveAttribute(
      'href',
      '/about',
    );
  });
});
