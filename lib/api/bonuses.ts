// The bonus points of a customer: the cabinet's «Бонусы», the checkout's «Списать баллы», the back office's ledger.
// Points are whole numbers; 1 point = 1 ₽ (lib/config/bonus-rules.ts).
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { formText } from './fields';

/** GET /api/bonuses (signed-in customers; a guest gets 401). */
export type BonusesResponse = {
  /** Points that may be spent now. */
  balance: number;
  /** Points credited but not available yet (purchase points wait out the return window). */
  pending: number;
  /** Available points that expire soon, by date (ISO time), earliest first. */
  expiring: { points: number; at: string }[];
  /** Every change, newest first: credits positive, debits negative. */
  history: { points: number; reason: string; at: string; order_number?: string }[];
};

// POST /api/test/bonuses (SHOP_TEST_MODE=1 only): `clock` runs the bonus clock `days` ahead of the wall clock and
// credits the birthdays due then.
export const testBonusesRequest = z.object({
  action: z.literal('clock'),
  days: z.number({ message: 'ожидается число дней' }).int('целое число дней').min(0).max(3660),
});
export type TestBonusesResponse = ApiSuccess<{ now: string; birthdays: number }>;

/** POST /api/admin/customers/{id}/bonuses: a manual credit (points > 0) or debit (points < 0) with its reason. */
export const bonusAdjustRequest = z.object({
  points: z
    .number({ message: 'укажите число баллов' })
    .int('целое число баллов')
    .min(-100_000, 'не больше 100 000 баллов за раз')
    .max(100_000, 'не больше 100 000 баллов за раз')
    .refine((n) => n !== 0, 'укажите число баллов, кроме нуля'),
  reason: formText(200).pipe(z.string().min(3, 'укажите причину: её увидит покупатель')),
});
export type BonusAdjustRequest = z.infer<typeof bonusAdjustRequest>;
export type BonusAdjustResponse = ApiSuccess<{ balance: number }>;
