import { receiptItems, receiptTotal } from './receipt';

describe('receiptItems (54-ФЗ)', () => {
  it('lists goods and delivery at their prices without a discount', () => {
    const items = receiptItems([{ name: 'Кукла Маша', price: 1990, num: 2 }], 0, 390);
    expect(items).toEqual([
      expect.objectContaining({
        description: 'Кукла Маша',
        quantity: '2.00',
        amount: { value: '1990.00', currency: 'RUB' },
        payment_subject: 'commodity',
        measure: 'piece',
      }),
      expect.objectContaining({
        description: 'Доставка',
        quantity: '1.00',
        amount: { value: '390.00', currency: 'RUB' },
        payment_subject: 'service',
      }),
    ]);
    expect(receiptTotal(items)).toBe((1990 * 2 + 390) * 100);
  });

  it('spreads a promo discount so the items add up to the payment exactly', () => {
    const lines = [
      { name: 'Пупс', price: 999, num: 3 },
      { name: 'Конструктор', price: 2490, num: 1 },
      { name: 'Мяч', price: 301, num: 7 },
    ];
    const goods = 999 * 3 + 2490 + 301 * 7;
    const discount = Math.round(goods * 0.1);
    const items = receiptItems(lines, discount, 0);
    expect(receiptTotal(items)).toBe((goods - discount) * 100);
    for (const i of items) expect(i.amount.value).toMatch(/^\d+\.\d{2}$/);
  });

  it('spreads the promo discount and the bonus points together (as start-payment passes them)', () => {
    const lines = [
      { name: 'Кукла', price: 1333, num: 3 },
      { name: 'Пупс', price: 701, num: 1 },
    ];
    const goods = 1333 * 3 + 701;
    const promo = 470;
    const points = Math.floor(((goods - promo) * 30) / 100);
    const items = receiptItems(lines, promo + points, 390);
    expect(receiptTotal(items)).toBe((goods - promo - points + 390) * 100);
  });

  it('omits free delivery and shortens long names to 128 characters', () => {
    const items = receiptItems([{ name: 'Я'.repeat(200), price: 100, num: 1 }], 0, 0);
    expect(items).toHaveLength(1);
    expect(items[0].description).toHaveLength(128);
  });
});
