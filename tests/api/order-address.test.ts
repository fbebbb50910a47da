// The courier address in parts and the courier's date and window (docs/adr/0074-courier-address-parts.md and
// docs/adr/0075-courier-date-and-window.md): parts stored and the line written from them, shown to the shopper, in the
// letter and in the back office; the one-line `address` still accepted; a missing house, a date out of range or for
// another method, an unknown window refused with a clear message and nothing written (the same Idempotency-Key then
// places the corrected order).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { deliveryDateLabel, deliveryDateRange } from '@/lib/api/delivery-dates';
import { api } from '../support/api';
import { adminClient, type StaffClient } from '../support/staff';
import {
  courierOrder,
  expectRefusal,
  findProducts,
  newKey,
  placeOrder,
  pickupPointOrder,
  range,
  shopperWith,
  type Probe,
} from './cart-support';

// One unit a test, from products no other API suite takes stock of.
const IDS = range(1, 19);
let product: Probe;
let admin: StaffClient;
/** The courier's shortest transit time to 630091 (Novosibirsk), as the checkout is quoted it. */
let minDays: number;

const PARTS = { city: 'Новосибирск', street: 'Красный пр-т', house: '1', building: '2', flat: '5' };
const LINE = 'Новосибирск, Красный пр-т, д. 1, корп. 2, кв. 5';

beforeAll(async () => {
  [product] = await findProducts(IDS, (p) => p.stock >= 10, 1);
  expect(product).toBeTruthy();
  admin = await adminClient();
  const quote = await api('/api/cart/shipping-submit', {
    method: 'POST',
    json: { shipping_id: 1, index: '630091' },
  });
  expect(quote.status).toBe(200);
  minDays = quote.json.currier_service[0].min_days;
}, 120_000);

const shopper = () => shopperWith([{ pid: product.pid, count: 1 }]);
const orderOf = async (client: Awaited<ReturnType<typeof shopper>>, number: string) =>
  (await client.api(`/api/cart/order?order=${encodeURIComponent(number)}`)).json.order;

async function letterTo(email: string): Promise<{ text: string; html: string } | null> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await api(`/api/test/outbox?to=${encodeURIComponent(email)}`);
    if (mail.status === 404) return null;
    if (mail.json.messages.length > 0) return mail.json.messages[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no letter to ${email}`);
}

/** A refusal that wrote nothing: the cart is still full, and the same key places the corrected order. */
async function expectNothingWritten(client: Awaited<ReturnType<typeof shopper>>, key: string) {
  expect((await client.api('/api/user-info')).json.cart_count).toBe(1);
  const retry = await placeOrder(client, courierOrder({ ...PARTS, address: undefined }), key);
  expect(retry.status).toBe(200);
}

describe('the courier address in parts', () => {
  it('is stored, written as one line from the parts, and shown on the order, in the letter and to staff', async () => {
    const client = await shopper();
    const { earliest } = deliveryDateRange(new Date(), minDays);
    const body = courierOrder({
      ...PARTS,
      address: 'this line is ignored when parts are sent',
      delivery_date: earliest,
      delivery_window: '17-21',
      payment_id: 3,
    });
    const res = await placeOrder(client, body);
    expect(res.status).toBe(200);

    const order = await orderOf(client, res.json.number);
    expect(order).toEqual(
      expect.objectContaining({
        delivery_address: `630091, ${LINE}`,
        address_parts: PARTS,
        delivery_date: earliest,
        delivery_window: '17-21',
        delivery_when: `${deliveryDateLabel(earliest)}, 17:00–21:00`,
      }),
    );

    const page = await client.api(`/cart-ok?order=${encodeURIComponent(res.json.number)}`);
    expect(page.text).toContain(LINE);
    expect(page.text).toContain(`${deliveryDateLabel(earliest)}, 17:00–21:00`);

    const letter = await letterTo(body.email as string);
    if (letter) {
      expect(letter.text).toContain(`Куда: 630091, ${LINE}`);
      expect(letter.text).toContain(`Когда: ${deliveryDateLabel(earliest)}, 17:00–21:00`);
    }

    const detail = await admin.api(`/api/admin/orders/${encodeURIComponent(res.json.number)}`);
    expect(detail.status).toBe(200);
    expect(detail.json.order.delivery).toEqual(
      expect.objectContaining({
        address: `630091, ${LINE}`,
        address_parts: PARTS,
        when: `${deliveryDateLabel(earliest)}, 17:00–21:00`,
      }),
    );
  });

  it('still takes the one-line address of a client that sends no parts; no date means as soon as possible', async () => {
    const client = await shopper();
    const res = await placeOrder(client, courierOrder({ payment_id: 3 }));
    expect(res.status).toBe(200);
    expect(await orderOf(client, res.json.number)).toEqual(
      expect.objectContaining({
        delivery_address: '630091, Новосибирск, Красный пр-т, д. 1, кв. 5',
        address_parts: null,
        delivery_date: null,
        delivery_window: null,
        delivery_when: 'как можно скорее',
      }),
    );
  });

  it('refuses parts without a house, saying so, and writes nothing', async () => {
    const client = await shopper();
    const key = newKey();
    const res = await placeOrder(client, courierOrder({ ...PARTS, house: '', address: undefined }), key);
    expectRefusal(res, 400);
    expect(res.json.errors).toEqual({ house: 'Укажите номер дома' });
    await expectNothingWritten(client, key);
  });
});

describe('the courier’s date and time window', () => {
  it('refuses a date before the earliest the service can make, and writes nothing', async () => {
    const client = await shopper();
    const key = newKey();
    const { earliest } = deliveryDateRange(new Date(), minDays);
    const before = deliveryDateRange(new Date(), minDays - 1).earliest;
    const res = await placeOrder(client, courierOrder({ ...PARTS, delivery_date: before }), key);
    expectRefusal(res, 400);
    expect(res.json.errors).toEqual({ delivery_date: `Ближайшая дата доставки — ${deliveryDateLabel(earliest)}` });
    await expectNothingWritten(client, key);
  });

  it('refuses a date more than two weeks after the earliest', async () => {
    const client = await shopper();
    const { latest } = deliveryDateRange(new Date(), minDays);
    const after = deliveryDateRange(new Date(), minDays + 15).earliest;
    const res = await placeOrder(client, courierOrder({ ...PARTS, delivery_date: after }));
    expectRefusal(res, 400);
    expect(res.json.errors.delivery_date).toBe(`Дату доставки можно выбрать не позже ${deliveryDateLabel(latest)}`);
    // The last day of the span is taken.
    expect((await placeOrder(client, courierOrder({ ...PARTS, delivery_date: latest }))).status).toBe(200);
  });

  it('refuses a date or window for a pickup point', async () => {
    const client = await shopper();
    const key = newKey();
    const { earliest } = deliveryDateRange(new Date(), minDays);
    const res = await placeOrder(client, pickupPointOrder({ delivery_date: earliest, delivery_window: '09-13' }), key);
    expectRefusal(res, 400);
    expect(res.json.errors).toEqual({
      delivery_date: 'Дату доставки выбирают только для курьера',
      delivery_window: 'Время доставки выбирают только для курьера',
    });
    expect((await client.api('/api/user-info')).json.cart_count).toBe(1);
  });

  it('refuses an unknown window and a date that does not exist', async () => {
    const client = await shopper();
    const unknown = await placeOrder(client, courierOrder({ ...PARTS, delivery_window: '21-24' }));
    expectRefusal(unknown, 400);
    expect(unknown.json.errors.delivery_window).toMatch(/^выберите время доставки из списка: 09:00–13:00/);
    const nonsense = await placeOrder(client, courierOrder({ ...PARTS, delivery_date: '2030-02-30' }));
    expectRefusal(nonsense, 400);
    expect(nonsense.json.errors.delivery_date).toBe('такой даты нет');
    expect((await client.api('/api/user-info')).json.cart_count).toBe(1);
  });
});

describe('letters carry no links from what the shopper typed', () => {
  // A guest types a link into the name, address and comment fields and any email: the shop's letters to that
  // address must not deliver it — no anchor, and no text a mail client would turn into one (docs/SECURITY.md).
  const EVIL = /https?:\/\/evil|www\.evil|evil\.example|href="[^"]*evil/i;

  it('the confirmation and the status letter show typed URLs and domains broken, never as links', async () => {
    const client = await shopper();
    const body = courierOrder({
      surname: 'evil.example',
      name: 'http://evil.example',
      middle_name: 'www.evil.example',
      city: 'Новосибирск',
      street: 'https://evil.example/ул. Ленина',
      house: '1',
      flat: 'evil.example',
      address: undefined,
      comment: 'Позвоните: http://evil.example',
      payment_id: 3,
    });
    const res = await placeOrder(client, body);
    expect(res.status).toBe(200);
    const cancel = await admin.api(`/api/admin/orders/${encodeURIComponent(res.json.number)}/status`, {
      method: 'POST',
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);

    let letters: { subject: string; text: string; html: string }[] = [];
    for (let attempt = 0; attempt < 50 && letters.length < 2; attempt++) {
      letters = (await api(`/api/test/outbox?to=${encodeURIComponent(body.email as string)}`)).json.messages;
      if (letters.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(letters).toHaveLength(2);
    expect(letters.map((l) => l.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('принят'), expect.stringContaining('отменён')]),
    );
    for (const letter of letters) {
      for (const part of [letter.text, letter.html]) {
        expect(part).not.toMatch(EVIL);
        // What was typed is still there, only inert.
        expect(part).toContain('evil. example');
      }
      // The shop's own links stay links.
      expect(letter.html).toContain('/order-status?number=');
    }
  });
});
