import type { OrderInput } from '@/lib/api/cart-schemas';
import { PAYMENT_METHODS } from '@/lib/server/payments/methods';
import { MESSAGES, validateOrder } from './validate-order';

const courier = { needsAddress: true, needsPickupPoint: false, cashOnDelivery: true };
const pvz = { needsAddress: false, needsPickupPoint: true, cashOnDelivery: true };
const post = { needsAddress: true, needsPickupPoint: false, cashOnDelivery: false };
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

describe('validateOrder', () => {
  it('passes a complete courier order', () => expect(validateOrder(good, courier, card)).toEqual({}));

  it('reports every missing contact field at once', () => {
    expect(validateOrder({}, courier, card)).toEqual({
      surname: MESSAGES.surname,
      name: MESSAGES.name,
      phone: MESSAGES.phone,
      email: MESSAGES.email,
      agreement: MESSAGES.agreement,
      address: MESSAGES.address,
      postcode: MESSAGES.postcode,
    });
  });

  it('checks phone and email shapes', () => {
    expect(validateOrder({ ...good, phone: '12345', email: 'anna@' }, courier, card)).toEqual({
      phone: MESSAGES.phone,
      email: MESSAGES.email,
    });
  });

  it('wants a pickup point for ПВЗ, not an address', () => {
    const input = { ...good, address: undefined, postcode: undefined };
    expect(validateOrder(input, pvz, card)).toEqual({ pvz_id: MESSAGES.pvz_id });
    expect(validateOrder({ ...input, pvz_id: 'CDEK-MSK-1' }, pvz, card)).toEqual({});
  });

  it('allows cash on delivery only where the method does', () => {
    expect(validateOrder(good, courier, cash)).toEqual({});
    expect(validateOrder(good, post, cash)).toEqual({ payment_id: MESSAGES.cashNotAllowed });
  });

  it('needs a shipping and a payment method', () => {
    expect(validateOrder(good, null, null)).toEqual({ shipping_id: MESSAGES.shipping_id, payment_id: MESSAGES.payment_id });
  });

  it('treats consent as its own explicit true', () => {
    expect(validateOrder({ ...good, agreement: false }, courier, card)).toEqual({ agreement: MESSAGES.agreement });
  });
});
