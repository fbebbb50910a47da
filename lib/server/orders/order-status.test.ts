import { describe, expect, it } from '@jest/globals';
import { allowedMoves, initialStatus, moveRefusal } from './order-status';

const online = (status: Parameters<typeof allowedMoves>[0]['status']) => ({ status, payOnline: true });
const cash = (status: Parameters<typeof allowedMoves>[0]['status']) => ({ status, payOnline: false });

describe('order state machine', () => {
  it('starts online orders awaiting payment and cash-on-delivery ones in assembly', () => {
    expect(initialStatus(true)).toBe('awaiting_payment');
    expect(initialStatus(false)).toBe('assembling');
  });

  it('lets only the provider pay an online order', () => {
    expect(allowedMoves(online('awaiting_payment'), 'provider')).toEqual(['paid']);
    expect(allowedMoves(online('awaiting_payment'), 'staff')).toEqual(['cancelled']);
    expect(moveRefusal(online('awaiting_payment'), 'paid', 'staff')).toMatch(/платёжной системы/);
  });

  it('walks paid → assembling → shipped → delivered by staff; cancels only before shipping', () => {
    expect(allowedMoves(online('paid'), 'staff')).toEqual(['assembling', 'cancelled']);
    expect(allowedMoves(online('assembling'), 'staff')).toEqual(['shipped', 'cancelled']);
    expect(allowedMoves(online('shipped'), 'staff')).toEqual(['delivered']);
    expect(allowedMoves(online('delivered'), 'staff')).toEqual([]);
    expect(allowedMoves(online('cancelled'), 'staff')).toEqual([]);
    expect(moveRefusal(online('shipped'), 'cancelled', 'staff')).toMatch(/ещё не передан/);
    expect(moveRefusal(cash('assembling'), 'paid', 'staff')).toMatch(/Доставлен/);
  });

  it('lets the shop cancel but never move an order forward', () => {
    expect(allowedMoves(online('awaiting_payment'), 'shop')).toEqual(['cancelled']);
    expect(allowedMoves(online('paid'), 'shop')).toEqual(['cancelled']);
  });
});
