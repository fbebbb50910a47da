// The courier address in parts with DaData's suggestions, and the courier's date and window (issue 14,
// docs/adr/0074-courier-address-parts.md and docs/adr/0075-courier-date-and-window.md): a second server of the same
// build talks to the local DaData stand-in (tests/support/dadata-stand-in.ts). The shopper types the street, picks a
// suggestion with the keyboard, which fills the parts and the postcode; the postcode prices the delivery; a date and a
// window are chosen; the order page shows the address and the window.
import { startDadataStandIn, type DadataStandIn } from '../support/dadata-stand-in';
import { startServer, type RunningServer } from '../support/server';
import { expectAccessible } from './axe-support';
import { fillRecipient } from './checkout-support';
import { expect, test } from './fixtures';

test.describe('courier checkout with address suggestions', () => {
  test.describe.configure({ mode: 'serial' });

  let dadata: DadataStandIn;
  let server: RunningServer;
  const at = (path: string) => `${server.baseUrl}${path}`;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(240_000);
    dadata = await startDadataStandIn();
    server = await startServer({
      label: 'pglite-dadata',
      port: process.env.E2E_DADATA_PORT ? Number(process.env.E2E_DADATA_PORT) : undefined,
      env: { DADATA_API_KEY: dadata.apiKey, DADATA_API_URL: dadata.apiUrl },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await dadata?.stop();
  });

  test('type the street, pick a suggestion, choose a date and window: the order shows them', async ({ page }) => {
    // A whole checkout to /cart-ok on a server of its own: under the full run's load it took 33 s once.
    test.setTimeout(60_000);
    await page.context().addCookies([{ name: 'city', value: encodeURIComponent('Москва'), url: server.baseUrl }]);
    await page.goto(at('/'));
    let added = false;
    for (let pid = 1; pid < 120 && !added; pid++) {
      added = (await page.request.post(at('/api/add-to-cart'), { data: { pid, count: 1 } })).ok();
    }
    expect(added).toBe(true);
    await page.goto(at('/cart'));
    await fillRecipient(page, `address-${Date.now()}@example.com`);
    await page.getByRole('radio', { name: /Курьер до двери/ }).check();

    // The city begins with the shopper's; the street asks DaData for that city.
    await expect(page.getByRole('textbox', { name: 'Город', exact: true })).toHaveValue('Москва');
    const street = page.getByRole('combobox', { name: 'Улица', exact: true });
    await street.pressSequentially('Тверская');
    const option = page.getByRole('option', { name: /г Москва, ул Тверская, д 7/ });
    await expect(option).toBeVisible();
    await expect(street).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'the courier address with its suggestions open');
    await street.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await street.press('Enter');

    await expect(street).toHaveValue('ул Тверская');
    await expect(street).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Дом', exact: true })).toHaveValue('7');
    await expect(page.getByRole('textbox', { name: 'Индекс', exact: true })).toHaveValue('125009');
    expect(dadata.requests.at(-1)).toEqual(expect.objectContaining({ locations: [{ city: 'Москва' }] }));
    await page.getByRole('textbox', { name: 'Квартира/офис', exact: true }).fill('12');
    await expect(page.getByTestId('address-line')).toContainText('Москва, ул Тверская, д. 7, кв. 12');
    // The postcode's zone (Moscow) priced the delivery.
    await expect(page.getByTestId('sum-shipping')).toHaveText(/₽|бесплатно/);

    // The dates the service can make, in Russian; the first is «как можно скорее».
    const date = page.getByRole('combobox', { name: 'Дата доставки' });
    await expect(date.locator('option').first()).toHaveText('Как можно скорее');
    await expect(date.locator('option')).toHaveCount(16);
    const second = date.locator('option').nth(2);
    const chosenDay = (await second.textContent())!;
    expect(chosenDay).toMatch(/^(пн|вт|ср|чт|пт|сб|вс), \d{1,2} [а-я]+$/);
    await date.selectOption({ index: 2 });
    await page.getByRole('combobox', { name: 'Время доставки' }).selectOption('13-17');

    await page.getByRole('radio', { name: /При получении/ }).check();
    await page.getByTestId('agreement').check();
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/cart-ok\?order=/);
    await expect(page.getByRole('heading', { name: 'Спасибо, заказ оформлен!' })).toBeVisible();
    await expect(page.getByTestId('order-address')).toHaveText('125009, Москва, ул Тверская, д. 7, кв. 12');
    await expect(page.getByTestId('order-delivery-when')).toHaveText(`${chosenDay}, 13:00–17:00`);
  });
});
