import { notFound } from '@/lib/server/http/errors';

/** A numeric id from a URL segment; anything else names nothing (404). */
export function idParam(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw notFound();
  return Number(raw);
}

/** A text key from a URL segment (a promo code, a pickup point id), percent-decoded when Next left it encoded. */
export function textParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
