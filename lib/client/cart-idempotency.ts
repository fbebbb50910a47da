/** A fresh Idempotency-Key for one order submission (random, URL-safe). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return `order-${crypto.randomUUID()}`;
  return `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
