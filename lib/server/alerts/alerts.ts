// Making and leaving alerts: «Сообщить о поступлении» (any email, but a letter goes only to an address that
// confirmed it wants one), the wishlist's price-drop switch (accounts only: the letter needs an address the shop
// knows is the shopper's), the confirmation link, and the «Отписаться» link of a letter. Why: docs/SECURITY.md#letters-to-anyone.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '@/lib/db/client';
import { alertUnsubscribes, favorites, priceWatchers, productAlerts, products, users } from '@/lib/db/schema';
import { HttpError, notFound } from '@/lib/server/http/errors';
import { enqueueMail, type Mail, wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { enforceEmailRateLimit, LIMITS } from '@/lib/server/rate-limit';
import { confirmPriceWatchMail, confirmStockAlertMail } from './alert-mail';
import { confirmationOfToken, confirmToken } from './confirm-token';
import { emailOfUnsubscribeToken } from './unsubscribe-token';

/** A repeated sign-up of a waiting alert writes no new confirmation letter before this pause. */
const CONFIRM_RESEND_MINUTES = 30;

const IN_STOCK =
  'Этот товар есть в наличии — его можно заказать прямо сейчас. Сообщить о поступлении можно только о товаре, которого нет.';

/** When the address used a letter's «Отписаться», or null. */
async function unsubscribedAt(db: DbOrTx, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: alertUnsubscribes.at })
    .from(alertUnsubscribes)
    .where(eq(alertUnsubscribes.email, email));
  return row?.at ?? null;
}

/** Counts one confirmation letter to the address against its daily cap (429 past it), then writes it. */
async function writeConfirmation(db: Db, email: string, mail: Mail, write: (tx: DbOrTx) => Promise<boolean>) {
  await enforceEmailRateLimit(LIMITS.alertConfirmEmail, email);
  const written = await db.transaction(async (tx) => {
    if (!(await write(tx))) return false;
    await enqueueMail(tx, mail);
    return true;
  });
  if (written) wakeOutboxSender();
}

/**
 * «Сообщить о поступлении» for a sold-out product (one in stock is refused: there is nothing to wait for). The
 * alert is active at once only when a signed-in shopper gives the account's own email and that address never
 * unsubscribed; otherwise it waits for the link of a confirmation letter — one letter per address and product,
 * written again only after CONFIRM_RESEND_MINUTES. A repeat changes nothing else. Answers whether the shopper
 * should look for that letter.
 */
export async function subscribeToStock(
  db: Db,
  productId: number,
  email: string,
  viewer: { email: string } | null,
): Promise<{ confirm: boolean }> {
  const [product] = await db
    .select({ id: products.id, name: products.name, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw notFound('Товар не найден');
  if (product.stock > 0) throw new HttpError(409, IN_STOCK);

  const own = viewer !== null && viewer.email.toLowerCase() === email;
  if (own && (await unsubscribedAt(db, email)) === null) {
    await db.execute(sql`
      insert into ${productAlerts} (kind, product_id, email, confirmed_at) values ('stock', ${productId}, ${email}, now())
      on conflict (product_id, email) where kind = 'stock'
      do update set confirmed_at = coalesce(${productAlerts.confirmedAt}, now())`);
    return { confirm: false };
  }

  const mine = and(
    eq(productAlerts.kind, 'stock'),
    eq(productAlerts.productId, productId),
    eq(productAlerts.email, email),
  );
  const [waiting] = await db
    .select({ confirmedAt: productAlerts.confirmedAt, sentAt: productAlerts.confirmSentAt })
    .from(productAlerts)
    .where(mine);
  if (waiting?.confirmedAt) return { confirm: false };
  const resendAfter = Date.now() - CONFIRM_RESEND_MINUTES * 60_000;
  if (waiting?.sentAt && waiting.sentAt.getTime() > resendAfter) return { confirm: true };

  const token = await confirmToken({ kind: 'stock', id: productId, email });
  await writeConfirmation(db, email, confirmStockAlertMail(email, product.name, token), async (tx) => {
    await tx.insert(productAlerts).values({ kind: 'stock', productId, email }).onConflictDoNothing();
    // The row is claimed here, so two sign-ups at once write one letter.
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`update ${productAlerts} set confirm_sent_at = now()
          where kind = 'stock' and product_id = ${productId} and email = ${email} and confirmed_at is null
            and (confirm_sent_at is null or confirm_sent_at < now() - make_interval(mins => ${CONFIRM_RESEND_MINUTES}))
          returning id`,
    );
    return claimed.length > 0;
  });
  return { confirm: true };
}

/** The switch as the wishlist shows it: on (confirmed), or waiting for the confirmation link. */
export async function priceWatchOn(db: DbOrTx, userId: number): Promise<{ on: boolean; pending: boolean }> {
  const [row] = await db.select().from(priceWatchers).where(eq(priceWatchers.userId, userId));
  return { on: Boolean(row?.confirmedAt), pending: row !== undefined && !row.confirmedAt };
}

/**
 * The wishlist's switch. On: each wishlist product gets an alert at its current price now (the background job
 * adds those put in the wishlist later) — unless the account's address unsubscribed, when the switch waits for the
 * link of a confirmation letter. Off: the waiting alerts go too.
 */
export async function setPriceWatch(
  db: Db,
  user: { id: number; email: string },
  on: boolean,
): Promise<{ on: boolean; pending: boolean }> {
  if (!on) {
    await db.transaction(async (tx) => {
      await tx.delete(priceWatchers).where(eq(priceWatchers.userId, user.id));
      await tx.delete(productAlerts).where(and(eq(productAlerts.kind, 'price'), eq(productAlerts.userId, user.id)));
    });
    return { on: false, pending: false };
  }
  const left = await unsubscribedAt(db, user.email);
  const [current] = await db.select().from(priceWatchers).where(eq(priceWatchers.userId, user.id));
  if (left === null || (current?.confirmedAt && current.confirmedAt > left)) {
    // Nothing to confirm, or confirmed after the address unsubscribed.
    await db.transaction(async (tx) => {
      await tx.insert(priceWatchers).values({ userId: user.id, confirmedAt: new Date() }).onConflictDoNothing();
      await addPriceAlerts(tx, user.id);
    });
    return { on: true, pending: false };
  }
  const token = await confirmToken({ kind: 'price', id: user.id, email: user.email });
  await writeConfirmation(db, user.email, confirmPriceWatchMail(user.email, token), async (tx) => {
    // A switch confirmed before the address unsubscribed (its email changed since) waits again.
    await tx
      .insert(priceWatchers)
      .values({ userId: user.id, confirmedAt: null })
      .onConflictDoUpdate({ target: priceWatchers.userId, set: { confirmedAt: null } });
    await tx.delete(productAlerts).where(and(eq(productAlerts.kind, 'price'), eq(productAlerts.userId, user.id)));
    return true;
  });
  return { on: false, pending: true };
}

/**
 * An alert at the current price for each wishlist product of the account (of every account with the switch on,
 * without `userId`) that has none; a waiting alert keeps its price. Only a confirmed switch counts, and its alerts
 * carry its confirmation time (the job writes nothing to an address that unsubscribed after it).
 */
export async function addPriceAlerts(db: DbOrTx, userId?: number): Promise<void> {
  await db.execute(sql`
    insert into ${productAlerts} (kind, product_id, email, user_id, price_at, confirmed_at)
    select 'price', p.id, u.email, u.id, p.price, w.confirmed_at
    from ${priceWatchers} w
    join ${users} u on u.id = w.user_id
    join ${favorites} f on f.shopper_key = 'u:' || w.user_id
    join ${products} p on p.id = f.product_id
    where p.is_active and w.confirmed_at is not null ${userId === undefined ? sql`` : sql`and w.user_id = ${userId}`}
    on conflict do nothing`);
}

const CONFIRM_LINK_BROKEN = 'Ссылка подтверждения повреждена или устарела. Подпишитесь ещё раз — пришлём новое письмо.';

/**
 * The confirmation link of a letter (./confirm-token.ts): the waiting stock alert, or the account's waiting
 * price-drop switch, becomes active. A link written before the address unsubscribed confirms nothing. A second use
 * is harmless. Answers the product of a stock alert (for the page to name).
 */
export async function confirmByToken(db: Db, token: string): Promise<{ product: string | null }> {
  const what = await confirmationOfToken(token);
  if (what === null) throw new HttpError(400, CONFIRM_LINK_BROKEN);
  const left = await unsubscribedAt(db, what.email);
  if (left !== null && left.getTime() > what.issuedAt.getTime()) {
    throw new HttpError(
      400,
      'После этого письма адрес отписался от уведомлений. Подпишитесь ещё раз, если передумали.',
    );
  }
  if (what.kind === 'stock') {
    const mine = and(
      eq(productAlerts.kind, 'stock'),
      eq(productAlerts.productId, what.id),
      eq(productAlerts.email, what.email),
    );
    await db
      .update(productAlerts)
      .set({ confirmedAt: new Date() })
      .where(and(mine, isNull(productAlerts.confirmedAt)));
    const [alert] = await db
      .select({ name: products.name })
      .from(productAlerts)
      .innerJoin(products, eq(products.id, productAlerts.productId))
      .where(mine);
    if (!alert) {
      throw notFound(
        'Подписки уже нет: товар поступил и письмо отправлено, или она устарела. Подпишитесь ещё раз на странице товара.',
      );
    }
    return { product: alert.name };
  }
  const confirmed = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, what.id), eq(users.email, what.email)));
    if (!account) return false;
    await tx
      .update(priceWatchers)
      .set({ confirmedAt: new Date() })
      .where(and(eq(priceWatchers.userId, what.id), isNull(priceWatchers.confirmedAt)));
    const [watch] = await tx.select().from(priceWatchers).where(eq(priceWatchers.userId, what.id));
    if (!watch) return false;
    await addPriceAlerts(tx, what.id);
    return true;
  });
  if (!confirmed) throw notFound('Письма о снижении цен уже выключены. Включите их снова в избранном.');
  return { product: null };
}

/**
 * The «Отписаться» link: every waiting alert of the address goes, the price-drop switch of the account with that
 * email is turned off, and the address is remembered — no alert confirmed before now ever writes to it, and a new
 * one needs the confirmation link. Idempotent: a second click finds nothing left and succeeds all the same.
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<void> {
  const email = await emailOfUnsubscribeToken(token);
  if (email === null) throw new HttpError(400, 'Ссылка для отписки повреждена. Скопируйте её из письма целиком.');
  await db.transaction(async (tx) => {
    const accounts = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    const ids = accounts.map((a) => a.id);
    await tx.delete(productAlerts).where(eq(productAlerts.email, email));
    if (ids.length > 0) {
      await tx.delete(priceWatchers).where(inArray(priceWatchers.userId, ids));
      await tx.delete(productAlerts).where(inArray(productAlerts.userId, ids));
    }
    await tx
      .insert(alertUnsubscribes)
      .values({ email })
      .onConflictDoUpdate({ target: alertUnsubscribes.email, set: { at: sql`now()` } });
  });
}
