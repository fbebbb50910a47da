// The product of the day: one product a Moscow calendar day, with a discount of its own that the cart and the
// order charge (lib/server/cart/pricing.ts withDayPrice). The back office may choose it for a date; a date without
// a choice gets an automatic pick from the sale goods in stock, the same for every shopper and every instance: the
// pool ordered by md5(date:id), the first wins (a product leaving or joining the pool moves the pick only when it
// is that first one).
import { and, asc, desc, eq, gt, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@/lib/api/catalog';
import type { AdminOffer, ChooseOfferInput, DayOffer } from '@/lib/api/promotions';
import { AUTO_OFFER_PERCENT } from '@/lib/config/promotions';
import { memoPolicy, TAG } from '@/lib/cache/policy';
import type { Db, DbOrTx } from '@/lib/db/client';
import { productOfTheDay, products } from '@/lib/db/schema';
import { invalidate } from '@/lib/server/cache/invalidate';
import { dayPrice, offerPrices } from '@/lib/server/cart/pricing';
import { cardColumns, toProductCard } from '@/lib/server/catalog/product-card';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { memo } from '@/lib/server/memo';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { addDays, moscowDay, moscowDayEnd, offerNow } from './shop-clock';

export type Offer = { day: string; productId: number; percent: number; auto: boolean };

/** Today's Moscow date by the offers' clock. */
export const offerToday = () => moscowDay(offerNow());

async function chosenFor(db: DbOrTx, day: string): Promise<Offer | null> {
  const [row] = await db
    .select({ productId: productOfTheDay.productId, percent: productOfTheDay.discountPercent })
    .from(productOfTheDay)
    .innerJoin(products, eq(products.id, productOfTheDay.productId))
    .where(and(eq(productOfTheDay.day, day), eq(products.isActive, true)))
    .limit(1);
  return row ? { day, productId: row.productId, percent: row.percent, auto: false } : null;
}

async function autoPick(db: DbOrTx, day: string): Promise<Offer | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isActive, true),
        gt(products.stock, 0),
        isNotNull(products.oldPrice),
        gt(products.oldPrice, products.price),
      ),
    )
    .orderBy(sql`md5(${day} || ':' || ${products.id}::text)`, asc(products.id))
    .limit(1);
  return row ? { day, productId: row.id, percent: AUTO_OFFER_PERCENT, auto: true } : null;
}

/** The offer of a Moscow date: the back office's choice (its product still on sale), else the automatic pick. */
export async function offerOn(db: DbOrTx, day: string): Promise<Offer | null> {
  return (await chosenFor(db, day)) ?? (await autoPick(db, day));
}

/** The offer running now: what the cart and the order price by. */
export const currentOffer = (db: DbOrTx) => offerOn(db, offerToday());

/**
 * Today's offer for what the storefront shows (cards, the product page, its JSON-LD): read at most once a minute per
 * process, and at once after a back-office choice or a catalogue change (the policy's tags). The date is in the
 * key, so a new Moscow day reads anew at once. The cart and the order read `currentOffer` itself.
 */
export function todaysOffer(db: DbOrTx): Promise<Offer | null> {
  const today = offerToday();
  return memo(`promotions:offer:${today}`, memoPolicy('offerOfTheDay'), () => offerOn(db, today));
}

/** A card at the offer's price when it is the offer's product (withDayPrice's rule, lib/server/cart/pricing.ts). */
export function atOfferPrice<Card extends ProductCard>(card: Card, offer: Offer | null): Card {
  if (!offer || card.id !== offer.productId) return card;
  const { price, oldPrice } = offerPrices(card.price, card.old_price, offer.percent);
  return { ...card, price, old_price: oldPrice };
}

/** Cards as the storefront shows them today: the product of the day at its day price, every other unchanged. */
export async function cardsAtTodaysPrices<Card extends ProductCard>(db: DbOrTx, cards: Card[]): Promise<Card[]> {
  if (cards.length === 0) return cards;
  const offer = await todaysOffer(db);
  return offer ? cards.map((card) => atOfferPrice(card, offer)) : cards;
}

/**
 * The price a shopper sees today, as SQL over a products row, for what the database sorts and filters by price
 * (listings, search results, their price ranges): the product of the day at its day price — a number worked out
 * here by `offerPrices`, so the rule stays in one place — and every other product at its own. Without it a card at
 * its day price would stand out of a «сначала дешевле» order and slip through a price filter.
 */
export async function shownPriceSql(db: DbOrTx, row: { id: SQL; price: SQL }): Promise<SQL> {
  const offered = await todaysOfferPrice(db);
  if (!offered) return row.price;
  return sql`(case when ${row.id} = ${offered.productId} then ${offered.price}::int else ${row.price} end)`;
}

/** The offer's product and its day price, kept like the offer itself (a price edit drops it: the catalog tag). */
function todaysOfferPrice(db: DbOrTx): Promise<{ productId: number; price: number } | null> {
  const today = offerToday();
  return memo(`promotions:offer-price:${today}`, memoPolicy('offerOfTheDay'), async () => {
    const offer = await todaysOffer(db);
    if (!offer) return null;
    const [product] = await db
      .select({ price: products.price, oldPrice: products.oldPrice })
      .from(products)
      .where(eq(products.id, offer.productId));
    if (!product) return null;
    return { productId: offer.productId, price: offerPrices(product.price, product.oldPrice, offer.percent).price };
  });
}

/** When the offer runs out: the next Moscow midnight after its day. */
export const offerEndsAt = (offer: Offer) => moscowDayEnd(offer.day).toISOString();

/** Today's offer with its card at the day price, for the home page; null when nothing qualifies. */
export async function dayOffer(db: DbOrTx): Promise<DayOffer | null> {
  const offer = await currentOffer(db);
  if (!offer) return null;
  const [row] = await db.select(cardColumns).from(products).where(eq(products.id, offer.productId)).limit(1);
  if (!row) return null;
  return {
    day: offer.day,
    ends_at: offerEndsAt(offer),
    percent: offer.percent,
    auto: offer.auto,
    product: atOfferPrice(toProductCard(row), offer),
  };
}

const adminColumns = {
  day: productOfTheDay.day,
  productId: productOfTheDay.productId,
  percent: productOfTheDay.discountPercent,
  name: products.name,
  alias: products.alias,
  price: products.price,
};
type AdminRow = { day: string; productId: number; percent: number; name: string; alias: string; price: number };

function toAdmin(row: AdminRow, today: string): AdminOffer {
  return {
    day: row.day,
    product_id: row.productId,
    product_name: row.name,
    alias: row.alias,
    price: row.price,
    day_price: dayPrice(row.price, row.percent),
    discount_percent: row.percent,
    when: row.day < today ? 'past' : row.day === today ? 'today' : 'upcoming',
  };
}

/** Chosen days: today and upcoming (nearest first), then the past month (latest first). */
export async function listOffers(
  db: DbOrTx,
): Promise<{ today: string; current: DayOffer | null; offers: AdminOffer[] }> {
  const today = offerToday();
  const base = () =>
    db.select(adminColumns).from(productOfTheDay).innerJoin(products, eq(products.id, productOfTheDay.productId));
  const [upcoming, past, current] = await Promise.all([
    base().where(gte(productOfTheDay.day, today)).orderBy(asc(productOfTheDay.day)).limit(100),
    base()
      .where(and(lt(productOfTheDay.day, today), gte(productOfTheDay.day, addDays(today, -30))))
      .orderBy(desc(productOfTheDay.day)),
    dayOffer(db),
  ]);
  return { today, current, offers: [...upcoming, ...past].map((row) => toAdmin(row, today)) };
}

/** Chooses the product of a date (today or later; a past day's prices are in its orders already). Audited. */
export async function chooseOffer(db: Db, actor: Actor, input: ChooseOfferInput): Promise<AdminOffer> {
  const today = offerToday();
  if (input.day < today) throw badRequest('Прошедший день изменить нельзя', { day: 'выберите сегодня или позже' });
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, isActive: products.isActive })
      .from(products)
      .where(eq(products.id, input.product_id));
    if (!product) throw notFound('Товар не найден');
    if (!product.isActive) throw badRequest('Товар скрыт с витрины', { product_id: 'товар скрыт с витрины' });
    const [before] = await tx.select().from(productOfTheDay).where(eq(productOfTheDay.day, input.day)).for('update');
    const values = { productId: input.product_id, discountPercent: input.discount_percent, chosenBy: actor.id };
    await tx
      .insert(productOfTheDay)
      .values({ day: input.day, ...values })
      .onConflictDoUpdate({ target: productOfTheDay.day, set: { ...values, updatedAt: new Date() } });
    const [row] = await tx
      .select(adminColumns)
      .from(productOfTheDay)
      .innerJoin(products, eq(products.id, productOfTheDay.productId))
      .where(eq(productOfTheDay.day, input.day));
    const offer = toAdmin(row, today);
    await recordAudit(tx, actor, {
      action: 'offer.choose',
      entity: 'product_of_the_day',
      entityId: input.day,
      before: before ? { product_id: before.productId, discount_percent: before.discountPercent } : null,
      after: offer,
    });
    return offer;
  });
}

/** Drops the choice of a date (today or later): the day goes back to the automatic pick. Audited. */
export async function clearOffer(db: Db, actor: Actor, day: string): Promise<void> {
  if (day < offerToday()) throw badRequest('Прошедший день изменить нельзя', { day: 'выберите сегодня или позже' });
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(productOfTheDay).where(eq(productOfTheDay.day, day)).returning();
    if (!removed) throw notFound('На этот день товар не выбран');
    await recordAudit(tx, actor, {
      action: 'offer.clear',
      entity: 'product_of_the_day',
      entityId: day,
      before: { product_id: removed.productId, discount_percent: removed.discountPercent },
    });
  });
}

/** The Moscow date whose offer the pages show; only route handlers expire them, so a module variable is enough. */
let pagesDay: string | undefined;

/**
 * Drops the copies showing the product of the day once per process and Moscow date: the home page, the product and
 * listing pages, the product lists and the search hints (the policy's `offer` tag) show the day price, and a copy
 * from before midnight would show yesterday's for up to its lifetime. Next revalidates pages only within a request,
 * so this runs from one: the first /api/user-info of the new day (every page start asks it) or ask for today's
 * offer (the home page's countdown when it ends).
 */
export function expireOfferPagesOfAnotherDay(today: string = offerToday()): void {
  if (pagesDay === today) return;
  pagesDay = today;
  invalidate([TAG.offer]);
}
