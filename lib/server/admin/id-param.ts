import { notFound } from '@/lib/server/http/errors';
import { decodedSegment, namesNothing } from '@/lib/server/http/segments';

/** A numeric id from a URL segment; anything else names nothing (404). */
export function idParam(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw notFound();
  return Number(raw);
}

/**
 * A text key from a URL segment (a promo code, a pickup point id), percent-decoded when Next left it encoded. A key
 * with a NUL or another control character names nothing (404): PostgreSQL cannot even compare such text.
 */
export function textParam(raw: string): string {
  if (namesNothing(raw)) throw notFound();
  return decodedSegment(raw);
}
