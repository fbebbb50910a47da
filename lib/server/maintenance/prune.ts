// Tables that would otherwise grow for ever lose what nobody can use any more (run by lib/server/background-jobs.ts).
// Each rule says what is dead and why; everything else stays. Several instances may run it together: one run at
// a time takes an advisory lock, the others skip.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/db/client';
import { CONFIRM_DAYS } from '@/lib/server/alerts/confirm-token';
import { unreferencedUpload } from '@/lib/server/media/uploads';
import { KEY_LIFETIME_HOURS } from '@/lib/server/orders/order-once';

export type PruneRules = {
  /** Guest carts and wishlists (owner `g:…`) nobody touched for this many days. */
  guestDays: number;
  /** Letters sent this many days ago: the body is gone already (outbox-sender), the row is only history. */
  sentMailDays: number;
  /** «Сообщить о поступлении» alerts made this many days ago (the form says «Подписка действует год»). */
  stockAlertDays: number;
  /**
   * Hours a stored picture nothing shows (a review's photo its author replaced, a product's picture staff removed)
   * is kept: an upload is stored a moment before the product or review naming it is saved.
   */
  orphanUploadHours: number;
  /** Days of searches the search log keeps (the back office shows 30, the storefront's popular queries use 30). */
  searchLogDays: number;
};

export const DEFAULT_PRUNE_RULES: PruneRules = {
  guestDays: 90,
  sentMailDays: 30,
  stockAlertDays: 365,
  orphanUploadHours: 24,
  searchLogDays: 365,
};

/** Deleted per statement, so no run holds many row locks at once. */
const BATCH = 5000;
const PRUNE_LOCK = 715518;

const statements = (rules: PruneRules): Record<string, SQL> => {
  const guestCutoff = sql`now() - make_interval(days => ${rules.guestDays})`;
  return {
    // A window that has passed counts nothing: the next hit starts it anew (rate-limit.ts).
    rate_limits: sql`delete from rate_limits where key in (
      select key from rate_limits where reset_at < now() limit ${BATCH})`,
    idempotency_keys: sql`delete from idempotency_keys where (owner_key, key) in (
      select owner_key, key from idempotency_keys
      where created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS}) limit ${BATCH})`,
    // A guest cart is its lines and its settings row: the owner's last change to either counts.
    cart_items: sql`delete from cart_items where owner_key in (
      select owner_key from (
        select owner_key, updated_at from cart_items where owner_key like 'g:%'
        union all select owner_key, updated_at from carts where owner_key like 'g:%'
      ) guest group by owner_key having max(updated_at) < ${guestCutoff} limit ${BATCH})`,
    carts: sql`delete from carts where owner_key in (
      select owner_key from carts c where owner_key like 'g:%' and updated_at < ${guestCutoff}
        and not exists (select 1 from cart_items i where i.owner_key = c.owner_key) limit ${BATCH})`,
    favorites: sql`delete from favorites where shopper_key in (
      select shopper_key from favorites where shopper_key like 'g:%'
      group by shopper_key having max(created_at) < ${guestCutoff} limit ${BATCH})`,
    // An expired link opens nothing (lib/server/auth): its row only waits to be removed.
    password_resets: sql`delete from password_resets where token_hash in (
      select token_hash from password_resets where expires_at < now() limit ${BATCH})`,
    // Letters given up (failed_at) stay: staff see them on the dashboard.
    outbox: sql`delete from outbox where id in (
      select id from outbox where sent_at < now() - make_interval(days => ${rules.sentMailDays}) limit ${BATCH})`,
    // A toy not back within a year is not coming back, and a letter a year later about an address given once
    // surprises more than it helps. Price alerts follow their account's switch and stay. One never confirmed is
    // dead once its last confirmation link expired (lib/server/alerts/confirm-token.ts).
    product_alerts: sql`delete from product_alerts where id in (
      select id from product_alerts where kind = 'stock'
        and (created_at < now() - make_interval(days => ${rules.stockAlertDays})
          or (confirmed_at is null
            and coalesce(confirm_sent_at, created_at) < now() - make_interval(days => ${CONFIRM_DAYS + 1})))
        limit ${BATCH})`,
    // A picture nobody shows: its bytes only take room (storing it again touches created_at: uploads.ts).
    media_uploads: sql`delete from media_uploads where key in (
      select m.key from media_uploads m
      where m.created_at < now() - make_interval(hours => ${rules.orphanUploadHours}) and ${unreferencedUpload('m')}
      limit ${BATCH})`,
    search_log: sql`delete from search_log where (day, query) in (
      select day, query from search_log where day < current_date - ${rules.searchLogDays}::int limit ${BATCH})`,
  };
};

/** Removes the dead rows; returns how many per table (null: another instance is pruning right now). */
export async function pruneTables(
  db: Db,
  rules: PruneRules = DEFAULT_PRUNE_RULES,
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked`,
    );
    if (!lock?.locked) return null;
    const removed: Record<string, number> = {};
    for (const [table, statement] of Object.entries(statements(rules))) {
      removed[table] = 0;
      for (;;) {
        const rows = await queryRows<{ n: number }>(
          tx,
          sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
        );
        const n = Number(rows[0]?.n ?? 0);
        removed[table] += n;
        if (n < BATCH) break;
      }
    }
    return removed;
  });
}
