// POST /api/cart/order exactly once per Idempotency-Key. The key is bound to the request: its fingerprint (a hash
// of the fields sent) is recorded with it in the order's transaction, and the first response — the order and its
// payment URL — once it is known. The same key and body within KEY_LIFETIME_HOURS replay that response (a retry
// never opens a second payment); the same key with another body is refused (422); older keys are forgotten.
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { OrderInput, OrderResponse } from '@/lib/api/checkout';
import type { Db, Tx } from '@/lib/db/client';
import { idempotencyKeys, orders } from '@/lib/db/schema';
import { HttpError } from '@/lib/server/http/errors';
import type { OrderRow } from './order-queries';

/** How long a key replays its first response; older keys are ignored here and pruned (lib/server/maintenance). */
export const KEY_LIFETIME_HOURS = 24;

const KEY_REUSED = 'Этот ключ Idempotency-Key уже использован для другого заказа. Для нового заказа нужен новый ключ';

const alive = () => gt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`);

/** JSON with the object keys sorted, so the same fields in another order hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The request's fingerprint: a hash of its validated fields (as parsed: trimmed, types settled). */
export const requestFingerprint = (input: OrderInput) => createHash('sha256').update(canonical(input)).digest('hex');

type KeyRecord = { order: OrderRow | null; response: OrderResponse | null };

/**
 * The live record of a key, or null when there is none (or only an expired one). Another fingerprint is a 422; a
 * record without one (kept before fingerprints were) is taken as the same request.
 */
export async function keyRecord(
  db: Db | Tx,
  ownerKey: string,
  key: string,
  fingerprint: string,
): Promise<KeyRecord | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response, order: orders })
    .from(idempotencyKeys)
    .leftJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(and(eq(idempotencyKeys.ownerKey, ownerKey), eq(idempotencyKeys.key, key), alive()));
  if (!row) return null;
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED);
  return { order: row.order, response: (row.response as OrderResponse | null) ?? null };
}

/**
 * Claims the key inside the order's transaction (an expired record of it is replaced). False when a live record
 * exists: a concurrent request with the same key waits on the insert until that one commits.
 */
export async function claimKey(tx: Tx, ownerKey: string, key: string, fingerprint: string): Promise<boolean> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.ownerKey, ownerKey),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`),
      ),
    );
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ ownerKey, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return Boolean(claimed);
}

export async function bindKeyToOrder(tx: Tx, ownerKey: string, key: string, orderId: number): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.ownerKey, ownerKey), eq(idempotencyKeys.key, key)));
}

/**
 * Records the first response of the key and returns the one that counts: when a racing request (the same key and
 * body) recorded its response first, that one, so both answer alike.
 */
export async function rememberResponse(
  db: Db,
  ownerKey: string,
  key: string,
  response: OrderResponse,
): Promise<OrderResponse> {
  const [stored] = await db
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.ownerKey, ownerKey), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.response)))
    .returning({ response: idempotencyKeys.response });
  if (stored) return response;
  const [first] = await db
    .select({ response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.ownerKey, ownerKey), eq(idempotencyKeys.key, key)));
  return (first?.response as OrderResponse | null) ?? response;
}
