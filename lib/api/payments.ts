// Paying for an order: a new payment attempt, and the built-in test provider's page.
import { z } from 'zod';
import type { ApiSuccess } from './envelope';
import { orderNumber } from './orders';

// POST /api/payments/pay {order}: a new payment attempt for an order that awaits payment
export const payRequest = z.object({ order: orderNumber });
export type PayResponse = ApiSuccess<{ payment_url: string }>;

// POST /api/payments/test/decide: the buttons of the built-in test provider's page
export const testDecisionRequest = z.object({
  payment_id: z.string({ message: 'укажите платёж' }).uuid('неизвестный платёж'),
  action: z.enum(['pay', 'decline'], { message: 'действие pay или decline' }),
});
export type TestDecisionResponse = ApiSuccess<{ redirect_url: string }>;
