// POST /api/order-status: a guest finds an order by its number and the phone or email given at checkout.
import { z } from 'zod';
import type { OrderStatus } from '@/lib/config/order-statuses';
import type { ApiSuccess } from './envelope';
import { isValidEmail } from '@/lib/format/email';
import { formatPhone } from '@/lib/format/phone';

/** «К-250001», «к250001», «K-250001» (Latin K), «250001» → «К-250001»; null when it cannot be an order number. */
export function orderNumberOf(input: string): string | null {
  const digits = input.trim().replace(/^[КкKk]\s*[-–—]?\s*/, '');
  return /^\d{1,12}$/.test(digits) ? `К-${digits}` : null;
}

const NUMBER_MESSAGE = 'номер заказа вида К-250001';
const CONTACT_MESSAGE = 'телефон в формате +7 (###) ###-##-## или email';

export const orderLookupRequest = z.object({
  number: z
    .string({ message: NUMBER_MESSAGE })
    .max(40, NUMBER_MESSAGE)
    .transform((v, ctx) => {
      const number = orderNumberOf(v);
      if (number === null) {
        ctx.addIssue({ code: 'custom', message: NUMBER_MESSAGE });
        return z.NEVER;
      }
      return number;
    }),
  /** The phone (any Russian way of writing it) or the email given at checkout. */
  contact: z
    .string({ message: CONTACT_MESSAGE })
    .trim()
    .max(254, CONTACT_MESSAGE)
    .transform((v, ctx): { email: string } | { phone: string } => {
      if (v.includes('@')) {
        if (isValidEmail(v)) return { email: v.toLowerCase() };
      } else {
        const phone = formatPhone(v);
        if (phone) return { phone };
      }
      ctx.addIssue({ code: 'custom', message: CONTACT_MESSAGE });
      return z.NEVER;
    }),
});

/** What the lookup shows: nothing that names, reaches or locates the customer. */
export type OrderLookup = {
  number: string;
  created_at: string;
  status: OrderStatus;
  status_label: string;
  /** The delivery method, e.g. «Пункт выдачи» with its service «СДЭК». */
  shipping: string;
  delivery_service: string | null;
  track_number: string | null;
  track_url: string | null;
  lines: { name: string; num: number }[];
  total: number;
};

export type OrderLookupResponse = ApiSuccess<{ order: OrderLookup }>;
