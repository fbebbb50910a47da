// Back office: promo codes. Shapes checked here; the rules that need more than one field (value against kind,
// dates in order) are `promoCodeErrors`, applied to the code as it would be after a change, and the usage limit
// against the uses so far is checked by the service under a row lock.
import { z } from 'zod';
import { PERCENT_MAX } from '@/lib/config/back-office-limits';
import { integer } from '@/lib/api/fields';

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** A moment as the back office's forms send it: ISO with an offset, or Moscow local time, or a date (Moscow). */
const MOSCOW = '+03:00';
function shopMoment(edge: 'start' | 'end') {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      let iso = value;
      if (/^\d{4}-\d{2}-\d{2}$/.test(value))
        iso = `${value}T${edge === 'start' ? '00:00:00' : '23:59:59.999'}${MOSCOW}`;
      else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) iso = `${value}${MOSCOW}`;
      const ms = /^(20\d\d|2100)-\d{2}-\d{2}T/.test(iso) ? Date.parse(iso) : NaN;
      if (Number.isNaN(ms)) {
        ctx.addIssue({ code: 'custom', message: 'укажите дату в формате ГГГГ-ММ-ДД или ГГГГ-ММ-ДДTЧЧ:ММ' });
        return z.NEVER;
      }
      return new Date(ms).toISOString();
    })
    .nullable();
}

const promoFields = {
  kind: z.enum(['percent', 'fixed'], { message: 'выберите «percent» (процент) или «fixed» (рубли)' }),
  value: integer('целое число').min(1, 'не меньше 1'),
  min_total: integer('целое число рублей').min(0, 'не меньше 0').max(10_000_000, 'слишком большая сумма'),
  starts_at: shopMoment('start'),
  ends_at: shopMoment('end'),
  usage_limit: integer('целое число').min(1, 'не меньше 1').max(100_000_000, 'слишком большое число').nullable(),
  active: z.boolean({ message: 'да или нет' }),
};

/** POST /api/admin/promo-codes */
export const createPromoCodeRequest = z.object({
  code: z
    .string({ message: 'введите код' })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_PATTERN, 'от 3 до 32 символов: латинские буквы, цифры, «-» и «_»')),
  ...promoFields,
  min_total: promoFields.min_total.default(0),
  starts_at: promoFields.starts_at.optional(),
  ends_at: promoFields.ends_at.optional(),
  usage_limit: promoFields.usage_limit.optional(),
  active: promoFields.active.default(true),
});

/** PATCH /api/admin/promo-codes/{code}: any of the fields; the code itself is its name and does not change. */
export const updatePromoCodeRequest = z.object(promoFields).partial();

/** What an operator sets on a code (its name aside). */
export type PromoCodeSettings = {
  kind: 'percent' | 'fixed';
  value: number;
  min_total: number;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  active: boolean;
};

export type PromoCodeValues = Pick<PromoCodeSettings, 'kind' | 'value' | 'starts_at' | 'ends_at'>;

/** Field errors of a promo code's combined values (kind × value, the dates' order); empty when it is valid. */
export function promoCodeErrors(p: PromoCodeValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.kind === 'percent' && (p.value < 1 || p.value > PERCENT_MAX)) errors.value = `процент — от 1 до ${PERCENT_MAX}`;
  if (p.kind === 'fixed' && p.value < 1) errors.value = 'скидка — не меньше 1 ₽';
  if (p.starts_at && p.ends_at && Date.parse(p.ends_at) <= Date.parse(p.starts_at)) {
    errors.ends_at = 'окончание должно быть позже начала';
  }
  return errors;
}

/** How the code stands now, for the list. */
export type PromoCodeState = 'active' | 'off' | 'scheduled' | 'expired' | 'exhausted';

export type AdminPromoCode = PromoCodeSettings & {
  code: string;
  /** Orders placed with it. */
  used: number;
  state: PromoCodeState;
  created_at: string;
};

export type PromoCodesResponse = { success: true; promo_codes: AdminPromoCode[] };
export type PromoCodeResponse = { success: true; promo_code: AdminPromoCode };
