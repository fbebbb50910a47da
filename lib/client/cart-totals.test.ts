import type { CartLine } from '@/lib/api/cart';
import { cartTotals } from './cart-totals';

const line = (over: Partial<CartLine>): CartLine => ({
  product_id: 1,
  num: 1,
  sum_s: 100,
  name: 'Кукла',
  alias: '/kukla.html',
  image: '/placeholder.svg',
  price: 100,
  old_price: null,
  stock: 5,
  available: true,
  ...over,
});

describe('cartTotals', () => {
  it('derives the goods and old costs, the total and the item count', () => {
    const lines = [line({ num: 2, sum_s: 1500, sum_s_old: 2000 }), line({ product_id: 2, num: 3, sum_s: 900 })];
    expect(cartTotals(lines, 0, 390)).toEqual({
      productsCost: 2400,
      oldCost: 2900,
      discount: 0,
      points: 0,
      shippingCost: 390,
      total: 2790,
      itemCount: 5,
    });
  });
  it('takes the promo discount off and treats an unknown shipping cost as 0', () => {
    expect(cartTotals([line({ sum_s: 1000 })], 100, null)).toMatchObject({ total: 900, shippingCost: null });
  });
  it('takes bonus points off after the promo, never more than the goods left', () => {
    expect(cartTotals([line({ sum_s: 1000 })], 100, 300, 270)).toMatchObject({
      points: 270,
      total: 1000 - 100 - 270 + 300,
    });
    expect(cartTotals([line({ sum_s: 100 })], 80, 0, 50)).toMatchObject({ points: 20, total: 0 });
  });
  it('leaves unavailable lines out of the money', () => {
    expect(cartTotals([line({ available: false, num: 2 })], 0, 0)).toMatchObject({ productsCost: 0, itemCount: 2 });
  });
});
