// The return period a refund of returned lines is checked against (refund-order.ts refuses with 409 outside it):
// 30 days from the order's delivery, and never for an order that was not delivered.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { shop } from '@/lib/config/shop';
import { withinReturnPeriod } from './order-detail';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-15T12:00:00Z');
const deliveredDaysAgo = (days: number) => new Date(NOW - days * DAY);

describe('withinReturnPeriod', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('allows a return up to 30 days after delivery and refuses it after that', () => {
    jest.spyOn(Date, 'now').mockReturnValue(NOW);
    expect(shop.returnDays).toBe(30);
    expect(withinReturnPeriod(deliveredDaysAgo(0))).toBe(true);
    expect(withinReturnPeriod(deliveredDaysAgo(29))).toBe(true);
    expect(withinReturnPeriod(deliveredDaysAgo(30))).toBe(true);
    expect(withinReturnPeriod(new Date(NOW - 30 * DAY - 60_000))).toBe(false);
    expect(withinReturnPeriod(deliveredDaysAgo(31))).toBe(false);
    expect(withinReturnPeriod(deliveredDaysAgo(365))).toBe(false);
  });

  it('refuses an order that was never delivered', () => {
    expect(withinReturnPeriod(null)).toBe(false);
  });
});
