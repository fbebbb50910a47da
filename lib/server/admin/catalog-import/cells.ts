// A cell's text as the product field's value, the way spreadsheets write it: `1 990`, `1990,00` and `1990.00`
// roubles, `3+` years, `да`/`нет` — then checked by the field's one rule (productField, lib/api/admin/catalog.ts).
import type { z } from 'zod';
import { productField } from '@/lib/api/admin/catalog';
import { unguardFormula } from './formula-guard';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): Parsed<never> => ({ ok: false, message });

function check<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : fail(result.error.issues[0]?.message ?? 'неверное значение');
}

/** Whole roubles: spaces (also non-breaking) as thousands separators, `,00`/`.00` allowed, kopecks refused. */
function roubles(text: string): number | string {
  const compact = text.replace(/[\s\u00a0\u202f₽]|руб\.?/gi, '');
  const m = /^(-?\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!m) return 'ожидается число рублей, например 1990';
  if (m[2] && Number(m[2]) !== 0) return 'цена — целое число рублей, без копеек';
  return Number(m[1]);
}

function wholeNumber(text: string, what: string): number | string {
  const compact = text.replace(/[\s\u00a0]/g, '');
  return /^-?\d+$/.test(compact) ? Number(compact) : `${what} — целое число`;
}

const TRUE = new Set(['1', 'да', 'yes', 'true', 'д', 'y', '+', 'скрыт', 'скрыто']);
const FALSE = new Set(['', '0', 'нет', 'no', 'false', 'н', 'n', '-']);

export const parseCell = {
  name: (text: string) => check(productField.name, unguardFormula(text)),
  article: (text: string) => check(productField.article, unguardFormula(text)),
  brand: (text: string) => check(productField.brand, unguardFormula(text)),
  description: (text: string) => check(productField.description, unguardFormula(text).replace(/\r\n?/g, '\n')),
  price: (text: string): Parsed<number> => {
    const value = roubles(text);
    return typeof value === 'string' ? fail(value) : check(productField.price, value);
  },
  old_price: (text: string): Parsed<number | null> => {
    if (!text.trim()) return { ok: true, value: null };
    const value = roubles(text);
    return typeof value === 'string' ? fail(value) : check(productField.old_price, value);
  },
  stock: (text: string): Parsed<number> => {
    if (!text.trim()) return { ok: true, value: 0 };
    const value = wholeNumber(text, 'остаток');
    return typeof value === 'string' ? fail(value) : check(productField.stock, value);
  },
  age_from: (text: string): Parsed<number> => {
    if (!text.trim()) return { ok: true, value: 0 };
    const value = wholeNumber(text.replace(/\+|лет|года?|годa/gi, ''), 'возраст');
    return typeof value === 'string' ? fail(value) : check(productField.age_from, value);
  },
  hidden: (text: string): Parsed<boolean> => {
    const v = text.trim().toLowerCase();
    if (TRUE.has(v)) return { ok: true, value: true };
    if (FALSE.has(v)) return { ok: true, value: false };
    return fail('да или нет (1 или 0)');
  },
};
