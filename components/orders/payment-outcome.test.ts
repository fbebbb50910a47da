import { describe, expect, it } from '@jest/globals';
import type { OrderView } from '@/lib/api/orders';
import { formatPrice } from '@/lib/format/price';
import { paymentOutcome } from './payment-outcome';

const order = (over: Partial<OrderView>): OrderView =>
  ({
    number: 'К-250001',
    total: 1990,
    status: 'awaiting_payment',
    pay_online: true,
    payment_status: null,
    courier: 'СДЭК',
    ...over,
  }) as OrderView;

describe('paymentOutcome', () => {
  it('/cart-ok thanks for a new order and offers to pay it online', () => {
    const o = paymentOutcome(order({}), 'placed', null);
    expect([o.kind, o.title, o.payLabel]).toEqual(['placed', 'Спасибо, заказ оформлен!', 'Оплатить заказ']);
    expect(o.text).toBe(`Заказ К-250001 на ${formatPrice(1990)} ожидает оплаты.`);
    expect(o.note).toMatch(/email/);
  });

  it('/cart-ok thanks for an order paid on receipt without a pay button', () => {
    const o = paymentOutcome(order({ status: 'assembling', pay_online: false }), 'placed', null);
    expect([o.kind, o.payLabel]).toEqual(['placed', null]);
    expect(o.text).toMatch(/принят/);
  });

  it('/cart-ok of an order that has been paid since says so', () => {
    const o = paymentOutcome(order({ status: 'paid', payment_status: 'succeeded' }), 'placed', 'succeeded');
    expect(o.title).toBe('Оплата прошла успешно');
  });

  it('the failure page offers to pay again', () => {
    const o = paymentOutcome(order({}), 'failure', 'canceled');
    expect([o.kind, o.payLabel]).toEqual(['failed', 'Оплатить снова']);
  });

  it('the return page waits while the provider has not answered', () => {
    const o = paymentOutcome(order({}), 'return', 'pending');
    expect([o.kind, o.refresh, o.payLabel]).toEqual(['pending', true, null]);
  });

  it('an order paid on receipt that is being assembled is not called paid', () => {
    const o = paymentOutcome(order({ status: 'assembling', pay_online: false }), 'return', null);
    expect(o.title).toBe('Заказ собирается');
    expect(o.text).toMatch(/при получении/);
  });

  it('a cancelled order is never thanked for', () => {
    const o = paymentOutcome(order({ status: 'cancelled' }), 'placed', 'canceled');
    expect([o.kind, o.title]).toEqual(['cancelled', 'Заказ отменён']);
  });
});
