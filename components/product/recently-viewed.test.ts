import { describe, expect, it } from '@jest/globals';
import { formatLeft } from '@/components/promotions/offer-countdown';
import { RECENTLY_VIEWED_CAP, rememberViewed, type ViewedProduct } from './recently-viewed';

const viewed = (id: number): ViewedProduct => ({ id, alias: `/p-${id}.html`, name: `Товар ${id}`, image: '/x.jpg' });

describe('recently viewed products', () => {
  it('puts the product first, once, and keeps at most the cap', () => {
    const list = [viewed(1), viewed(2), viewed(3)];
    expect(rememberViewed(list, viewed(2)).map((p) => p.id)).toEqual([2, 1, 3]);
    const full = Array.from({ length: RECENTLY_VIEWED_CAP }, (_, i) => viewed(i + 1));
    const next = rememberViewed(full, viewed(100));
    expect(next).toHaveLength(RECENTLY_VIEWED_CAP);
    expect(next[0].id).toBe(100);
    expect(next.map((p) => p.id)).not.toContain(RECENTLY_VIEWED_CAP);
  });
});

describe('the countdown of the product of the day', () => {
  it('shows hours, minutes and seconds, never below zero', () => {
    expect(formatLeft(((5 * 60 + 12) * 60 + 33) * 1000 + 400)).toBe('05:12:33');
    expect(formatLeft(-1000)).toBe('00:00:00');
  });
});
