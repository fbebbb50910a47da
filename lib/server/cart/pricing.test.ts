import {
  cartTotals,
  dayPrice,
  offerPrices,
  deliveryCost,
  evaluatePromo,
  lineSums,
  promoDiscount,
  promoRefusal,
  type PromoRule,
  withDayPrice,
} from './pricing';

const promo = (over: Partial<PromoRule> = {}): PromoRule => ({
  code: 'KUKLA10',
  kind: 'percent',
  value: 10,
  minOrder: 1000,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  usedCount: 0,
  isActive: true,
  ...over,
});

describe('lineSums', () => {
  it('multiplies price and quantity', () => expect(lineSums(990, null, 3)).toEqual({ sum_s: 2970 }));
  it('adds the old sum only for a real discount', () => {
    expect(lineSums(750, 1000, 2)).toEqual({ sum_s: 1500, sum_s_old: 2000 });
    expect(lineSums(750, 700, 2)).toEqual({ sum_s: 1500 });
  });
});

describe('cartTotals', () => {
  it('sums sum_s, falls back to sum_s for the old cost, counts items', () => {
    const lines = [
      { num: 2, sum_s: 1500, sum_s_old: 2000, available: true },
      { num: 1, sum_s: 990, available: true },
    ];
    expect(cartTotals(lines)).toEqual({ products_cost: 2490, old_cost: 2990, cart_count: 3 });
  });
  it('leaves unavailable lines out of the money but counts them', () => {
    expect(cartTotals([{ num: 4, sum_s: 400, available: false }])).toEqual({
      products_cost: 0,
      old_cost: 0,
      cart_count: 4,
    });
  });
});

describe('promo codes', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('percent is rounded to whole roubles; fixed never exceeds the sum', () => {
    expect(promoDiscount({ kind: 'percent', value: 10 }, 1995)).toBe(200);
    expect(promoDiscount({ kind: 'fixed', value: 300 }, 250)).toBe(250);
  });
  it.each([
    [promo({ isActive: false }), 5000, 'больше не действует'],
    [promo({ validFrom: new Date('2026-04-01T00:00:00Z') }), 5000, 'начнёт действовать'],
    [promo({ validTo: new Date('2026-02-01T00:00:00Z') }), 5000, 'истёк'],
    [promo({ usageLimit: 5, usedCount: 5 }), 5000, 'лимит'],
    [promo(), 0, 'Добавьте товары'],
    [promo(), 999, 'от 1\u00a0000\u00a0₽'],
  ])('refuses %#', (rule, sum, text) => expect(promoRefusal(rule, sum, now)).toContain(text));
  it('applies when every rule holds', () => {
    expect(evaluatePromo(promo(), 2000, now)).toEqual({
      code: 'KUKLA10',
      kind: 'percent',
      value: 10,
      discount: 200,
      message: null,
    });
  });
});

describe('deliveryCost', () => {
  it('is free from the threshold', () => {
    expect(deliveryCost(390, 3000, 3000)).toBe(0);
    expect(deliveryCost(390, 3000, 2999)).toBe(390);
    expect(deliveryCost(390, null, 100000)).toBe(390);
  });
});

describe('the product of the day', () => {
  it('costs its own discount off the price, whole roubles, never below 1 ₽', () => {
    expect(dayPrice(1999, 25)).toBe(1499);
    expect(dayPrice(1000, 10)).toBe(900);
    expect(dayPrice(1, 90)).toBe(1);
  });

  it('reprices only its own line, with what it cost before as the old price', () => {
    const rows = [
      { productId: 1, price: 1000, oldPrice: null },
      { productId: 2, price: 800, oldPrice: 1200 },
      { productId: 3, price: 500, oldPrice: null },
    ];
    expect(withDayPrice(rows, { productId: 1, percent: 20 })).toEqual([
      { productId: 1, price: 800, oldPrice: 1000 },
      rows[1],
      rows[2],
    ]);
    // A sale product keeps its higher old price as the one crossed out.
    expect(withDayPrice(rows, { productId: 2, percent: 10 })[1]).toEqual({ productId: 2, price: 720, oldPrice: 1200 });
    expect(withDayPrice(rows, null)).toBe(rows);
  });

  it('one rule for the storefront and the cart: an old price only when the product cost more before', () => {
    expect(offerPrices(1000, null, 20)).toEqual({ price: 800, oldPrice: 1000 });
    expect(offerPrices(800, 1200, 10)).toEqual({ price: 720, oldPrice: 1200 });
    // An old price not above the price is no old price: what it cost before is the price itself.
    expect(offerPrices(800, 700, 10)).toEqual({ price: 720, oldPrice: 800 });
    // 1 ₽ at 50 % stays 1 ₽: nothing to cross out.
    expect(offerPrices(1, null, 50)).toEqual({ price: 1, oldPrice: null });
  });
});
