// The alerts' background job (lib/server/background-jobs.ts): finds the alerts whose moment came — the product is
// back in stock and on sale, or a wishlist product costs less than when its alert was made — and for each writes
// its one letter to the outbox and deletes the alert, in one transaction. It looks at the products as they are, so
// it does not matter how the stock or the price changed (the back office, a CSV import, a cancelled order given
// back); alerts are taken with FOR UPDATE SKIP LOCKED, so several instances never write a letter twice. Only
// confirmed alerts are due, and none whose address unsubscribed after its confirmation (docs/SECURITY.md#letters-to-anyone).
import { sql } from 'drizzle-orm';
import { type Db, intArrayParam, queryRows } from '@/lib/db/client';
import { alertUnsubscribes, favorites, priceWatchers, productAlerts, products, users } from '@/lib/db/schema';
import { enqueueMail, wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { backInStockMail, priceDropMail } from './alert-mail';
import { addPriceAlerts } from './alerts';

const BATCH = 100;

/**
 * The price-drop switch as alerts: each wishlist product of an account with the switch on gets an alert at its
 * current price (one a product: a waiting alert keeps its price), and alerts whose product left the wishlist, or
 * whose account turned the switch off, go.
 */
async function syncPriceAlerts(db: Db): Promise<void> {
  await db.execute(sql`
    delete from ${productAlerts} a
    where a.kind = 'price' and not exists (
      select 1 from ${favorites} f join ${priceWatchers} w on f.shopper_key = 'u:' || w.user_id
      where w.user_id = a.user_id and f.product_id = a.product_id and w.confirmed_at is not null)`);
  await addPriceAlerts(db);
}

type Due = {
  id: number;
  kind: 'stock' | 'price';
  email: string;
  price_at: number | null;
  name: string;
  alias: string;
  price: number;
};

/** Writes the letters of the alerts that are due; returns how many. */
export async function sendDueAlerts(db: Db): Promise<number> {
  await syncPriceAlerts(db);
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // A price alert writes to the account's current email (it may have changed since the switch was turned on).
      const due = await queryRows<Due>(
        tx,
        sql`
        select a.id, a.kind, coalesce(u.email, a.email) as email, a.price_at, p.name, p.alias, p.price
        from ${productAlerts} a
        join ${products} p on p.id = a.product_id
        left join ${users} u on u.id = a.user_id
        where p.is_active and a.confirmed_at is not null and (
          (a.kind = 'stock' and p.stock > 0) or
          (a.kind = 'price' and p.price < a.price_at))
          and not exists (
            select 1 from ${alertUnsubscribes} x
            where x.email = coalesce(u.email, a.email) and x.at > a.confirmed_at)
        order by a.id
        limit ${BATCH}
        for update of a skip locked`,
      );
      for (const alert of due) {
        const product = { name: alert.name, alias: alert.alias, price: Number(alert.price) };
        await enqueueMail(
          tx,
          alert.kind === 'stock'
            ? await backInStockMail(alert.email, product)
            : await priceDropMail(alert.email, product, Number(alert.price_at)),
        );
      }
      if (due.length > 0) {
        await tx.execute(sql`delete from ${productAlerts} where id = any(${intArrayParam(due.map((a) => a.id))})`);
      }
      return due.length;
    });
    written += batch;
    if (batch < BATCH) break;
  }
  if (written > 0) wakeOutboxSender();
  return written;
}
