import type { OrderInput, PaymentMethod } from '@/lib/api/checkout';
import { PAYMENT_METHODS } from '@/lib/server/payments/methods';
import { MESSAGES, validateOrder, type MethodRules } from './validate-order';

const courier = { code: 'courier', needsAddress: true, needsPickupPoint: false, cashOnDelivery: true };
const atPickupPoint = { code: 'pvz', needsAddress: false, needsPickupPoint: true, cashOnDelivery: true };
const post = { code: 'post', needsAddress: true, needsPickupPoint: false, cashOnDelivery: false };
const [card, , cash] = PAYMENT_METHODS;

const good: OrderInput = {
  shipping_id: 1,
  payment_id: 1,
  surname: 'Иванова',
  name: 'Анна',
  email: 'anna@mail.ru',
  phone: '+7 (916) 123-45-67',
  agreement: true,
  address: 'Москва, ул. Тверская, д. 1, кв. 2',
  postcode: '125009',
};

/** The field messages of a refused order; `{}` when the order may be placed. */
function errorsOf(...args: [OrderInput, MethodRules | null, PaymentMethod | null]) {
  const result = validateOrder(...args);
  return result.ok ? {} : result.errors;
}

describe('validateOrder', () => {
  it('passes a complete courier order', () => expect(errorsOf(good, courier, card)).toEqual({}));

  it('refuses an online payment while the shop takes none, and still takes cash on delivery', () => {
    const refused = validateOrder(good, courier, card, { online: false });
    expect(refused.ok ? {} : refused.errors).toEqual({ payment_id: MESSAGES.onlineOff });
    expect(validateOrder({ ...good, payment_id: 3 }, courier, cash, { online: false }).ok).toBe(true);
  });

  it('reports every missing contact field at once', () => {
    expect(errorsOf({}, courier, card)).toEqual({
      surname: MESSAGES.surname,
      name: MESSAGES.name,
      phone: MESSAGES.phone,
      email: MESSAGES.email,
      agreement: MESSAGES.agreement,
      address: MESSAGES.address,
      postcode: MESSAGES.postcode,
    });
  });

  it('refuses an address that is only the city the checkout began it with (no house number)', () => {
    expect(errorsOf({ ...good, address: 'Казань,' }, courier, card)).toEqual({ address: MESSAGES.address });
    expect(errorsOf({ ...good, address: 'Казань, ул Баумана' }, post, card)).toEqual({ address: MESSAGES.address });
    expect(errorsOf({ ...good, address: 'Казань, ул Баумана, д 19' }, courier, card)).toEqual({});
  });

  it('checks phone and email shapes', () => {
    expect(errorsOf({ ...good, phone: '12345', email: 'anna@' }, courier, card)).toEqual({
      phone: MESSAGES.phone,
      email: MESSAGES.email,
    });
  });

  it('wants a pickup point for ПВЗ, not an address', () => {
    const input = { ...good, address: undefined, postcode: undefined };
    expect(errorsOf(input, atPickupPoint, card)).toEqual({ pvz_id: MESSAGES.pvz_id });
    expect(errorsOf({ ...input, pvz_id: 'CDEK-MSK-1' }, atPickupPoint, card)).toEqual({});
  });

  it('allows cash on delivery only where the method does', () => {
    expect(errorsOf(good, courier, cash)).toEqual({});
    expect(errorsOf(good, post, cash)).toEqual({ payment_id: MESSAGES.cashNotAllowed });
  });

  it('needs a shipping and a payment method', () => {
    expect(errorsOf(good, null, null)).toEqual({ shipping_id: MESSAGES.shipping_id, payment_id: MESSAGES.payment_id });
  });

  it('gives a placeable order its fields narrowed: formatted phone, where it goes', () => {
    const result = validateOrder({ ...good, phone: '8 916 123 45 67' }, courier, card);
    expect(result).toMatchObject({
      ok: true,
      order: {
        method: courier,
        payment: card,
        phone: '+7 (916) 123-45-67',
        destination: { address: good.address, postcode: '125009' },
      },
    });
    const atPoint = validateOrder({ ...good, pvz_id: 'CDEK-MSK-1' }, atPickupPoint, card);
    expect(atPoint.ok && atPoint.order.destination).toEqual({ pickupPointId: 'CDEK-MSK-1' });
  });

  it('takes the address in parts: city, street and house required, the line written from them', () => {
    const parts = { city: 'Казань', street: 'ул. Баумана', house: '19', flat: '5', address: 'ignored' };
    const result = validateOrder({ ...good, ...parts }, courier, card);
    expect(result.ok && result.order.destination).toEqual({
      address: 'Казань, ул. Баумана, д. 19, кв. 5',
      postcode: '125009',
      parts: { city: 'Казань', street: 'ул. Баумана', house: '19', building: '', flat: '5' },
    });
    expect(errorsOf({ ...good, city: 'Казань', street: 'ул. Баумана' }, courier, card)).toEqual({
      house: MESSAGES.house,
    });
    expect(errorsOf({ ...good, flat: '5' }, post, card)).toEqual({
      city: MESSAGES.city,
      street: MESSAGES.street,
      house: MESSAGES.house,
    });
  });

  it('keeps the one line for a client that sends no parts', () => {
    const result = validateOrder(good, courier, card);
    expect(result.ok && result.order.destination).toEqual({ address: good.address, postcode: '125009', parts: null });
  });

  it('takes a delivery date and window for the courier only', () => {
    const when = { delivery_date: '2030-01-10', delivery_window: '09-13' as const };
    expect(errorsOf({ ...good, ...when }, courier, card)).toEqual({});
    expect(errorsOf({ ...good, ...when }, post, card)).toEqual({
      delivery_date: MESSAGES.delivery_date,
      delivery_window: MESSAGES.delivery_window,
    });
    expect(
      errorsOf({ ...good, address: undefined, postcode: undefined, pvz_id: 'X-1', ...when }, atPickupPoint, card),
    ).toEqual({
      delivery_date: MESSAGES.delivery_date,
      delivery_window: MESSAGES.delivery_window,
    });
  });

  it('treats consent as its own explicit true', () => {
    expect(errorsOf({ ...good, agreement: false }, courier, card)).toEqual({ agreement: MESSAGES.agreement });
  });
});
