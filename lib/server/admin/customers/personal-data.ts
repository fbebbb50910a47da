// 152-ФЗ requests: a copy of everything the shop keeps about a customer, and deleting their account. Orders
// stay for accounting (numbers, lines, sums, statuses) but lose everything that names the person.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANONYMOUS_AUTHOR } from '@/lib/config/product-reviews';
import type { Db, DbOrTx } from '@/lib/db/client';
import {
  bonusEntries,
  cartItems,
  carts,
  customerBirthdays,
  favorites,
  orderItems,
  orders,
  outbox,
  passwordResets,
  priceWatchers,
  productAlerts,
  productQuestions,
  productReviews,
  products,
  sessions,
  shopQuestions,
  shopReviews,
  subscribers,
  users,
  wholesaleRequests,
} from '@/lib/db/schema';
import { hashPassword } from '@/lib/server/auth/password';
import { HttpError } from '@/lib/server/http/errors';
import { userKey } from '@/lib/server/identity/shopper';
import { productFeedbackChanged } from '@/lib/server/product-reviews/changes';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';
import { deletedEmail, findCustomer, ordersOf } from './customers';

const ALREADY_DELETED = 'Этот аккаунт уже удалён';
/** What an anonymised order or message says instead of a name. */
const ERASED_NAME = 'Удалено';

/** The row without the shop's internal keys, which mean nothing to the person. */
function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** Everything about one customer, as JSON for the person who asked; the export itself is audited. */
export async function exportCustomerData(db: Db, id: number, actor: Actor) {
  const user = await findCustomer(db, id);
  const [
    orderRows,
    wishlist,
    reviews,
    questions,
    wholesale,
    subscription,
    birthday,
    points,
    productReviewRows,
    productQuestionRows,
    alerts,
  ] = await Promise.all([
    db.select().from(orders).where(ordersOf(user)),
    db
      .select({ product_id: favorites.productId, added_at: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.shopperKey, userKey(id))),
    db
      .select()
      .from(shopReviews)
      .where(or(eq(shopReviews.userId, id), eq(shopReviews.email, user.email))),
    db
      .select()
      .from(shopQuestions)
      .where(or(eq(shopQuestions.userId, id), eq(shopQuestions.email, user.email))),
    db
      .select()
      .from(wholesaleRequests)
      .where(or(eq(wholesaleRequests.userId, id), eq(wholesaleRequests.email, user.email))),
    db.select().from(subscribers).where(eq(subscribers.email, user.email)),
    db.select().from(customerBirthdays).where(eq(customerBirthdays.userId, id)),
    db
      .select({
        kind: bonusEntries.kind,
        points: bonusEntries.points,
        at: bonusEntries.createdAt,
        note: bonusEntries.note,
      })
      .from(bonusEntries)
      .where(eq(bonusEntries.customerId, id)),
    db
      .select({
        product: products.name,
        rating: productReviews.rating,
        text: productReviews.text,
        pros: productReviews.pros,
        cons: productReviews.cons,
        photos: productReviews.photos,
        status: productReviews.status,
        written_at: productReviews.createdAt,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.userId, id)),
    db
      .select({
        product: products.name,
        text: productQuestions.text,
        status: productQuestions.status,
        asked_at: productQuestions.createdAt,
      })
      .from(productQuestions)
      .innerJoin(products, eq(products.id, productQuestions.productId))
      .where(eq(productQuestions.userId, id)),
    db
      .select({
        kind: productAlerts.kind,
        product: products.name,
        email: productAlerts.email,
        at: productAlerts.createdAt,
      })
      .from(productAlerts)
      .innerJoin(products, eq(products.id, productAlerts.productId))
      .where(or(eq(productAlerts.userId, id), eq(productAlerts.email, user.email))),
  ]);
  const lines = orderRows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((o) => o.id),
          ),
        )
    : [];
  const data = {
    exported_at: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      surname: user.surname,
      name: user.name,
      middle_name: user.middleName,
      phone: user.phone,
      city: user.city,
      address: user.address,
      postcode: user.postcode,
      birth_date: birthday[0]?.birthDate ?? null,
      created_at: user.createdAt.toISOString(),
    },
    bonus_points: points,
    newsletter: subscription.length > 0 ? { subscribed_at: subscription[0].createdAt.toISOString() } : null,
    orders: orderRows.map((order) => ({
      ...without(order, 'id', 'ownerKey', 'guestId'),
      lines: lines.filter((l) => l.orderId === order.id).map((line) => without(line, 'id', 'orderId')),
    })),
    consents: orderRows.map((o) => ({
      order_number: o.number,
      at: o.consentAt,
      address: o.consentAddress,
      version: o.consentVersion,
    })),
    wishlist,
    reviews: reviews.map((review) => without(review, 'userId', 'isDemo')),
    questions: questions.map((question) => without(question, 'userId')),
    wholesale_requests: wholesale.map((request) => without(request, 'userId')),
    product_reviews: productReviewRows,
    product_questions: productQuestionRows,
    product_alerts: alerts,
  };
  // The log says that data left the shop and for whom, never the data itself.
  await recordAudit(db, actor, { action: 'customer.export', entity: 'user', entityId: id });
  return data;
}

/**
 * Deletes a customer's account on their request: the account is left as an anonymous shell that cannot sign in,
 * sessions and reset links end, the wishlist and cart go, orders and messages keep only what accounting needs.
 */
export async function deleteCustomer(db: Db, id: number, actor: Actor): Promise<{ ordersAnonymised: number }> {
  const user = await findCustomer(db, id);
  if (user.email === deletedEmail(id)) throw new HttpError(409, ALREADY_DELETED);
  // Nobody knows this password: the shell can never be signed into, even if disabled_at were cleared.
  const passwordHash = await hashPassword(randomUUID());
  const erasedEmail = deletedEmail(id);
  const result = await db.transaction(async (tx) => {
    const anonymised = await tx
      .update(orders)
      .set({
        surname: ERASED_NAME,
        name: ERASED_NAME,
        middleName: null,
        email: erasedEmail,
        phone: '',
        address: sql`case when ${orders.address} is null then null else ${ERASED_NAME} end`,
        postcode: null,
        city: null,
        street: null,
        house: null,
        building: null,
        flat: null,
        comment: null,
        consentAddress: '',
        updatedAt: sql`now()`,
      })
      .where(ordersOf(user))
      .returning({ id: orders.id });
    await eraseMessages(tx, user, erasedEmail);
    const reviewedProducts = await eraseProductFeedback(tx, id);
    await tx.delete(productAlerts).where(or(eq(productAlerts.userId, id), eq(productAlerts.email, user.email)));
    await tx.delete(priceWatchers).where(eq(priceWatchers.userId, id));
    await tx.delete(favorites).where(eq(favorites.shopperKey, userKey(id)));
    // The birth date goes; the points ledger stays (it names no one once the account is a shell).
    await tx.delete(customerBirthdays).where(eq(customerBirthdays.userId, id));
    await tx.delete(cartItems).where(eq(cartItems.ownerKey, userKey(id)));
    await tx.delete(carts).where(eq(carts.ownerKey, userKey(id)));
    await tx.delete(subscribers).where(eq(subscribers.email, user.email));
    await tx.delete(outbox).where(eq(outbox.to, user.email));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await tx
      .update(users)
      .set({
        email: erasedEmail,
        passwordHash,
        surname: '',
        name: '',
        middleName: '',
        phone: '',
        city: '',
        address: '',
        postcode: '',
        disabledAt: sql`now()`,
        passwordChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'customer.delete',
      entity: 'user',
      entityId: id,
      after: { deleted: true, orders_anonymised: anonymised.length },
    });
    return { ordersAnonymised: anonymised.length, reviewedProducts };
  });
  // The product pages showed the author's name: their cached copies go once the names are gone.
  for (const alias of result.reviewedProducts) productFeedbackChanged(alias);
  return { ordersAnonymised: result.ordersAnonymised };
}

/**
 * Product reviews and questions keep their text (and a published review its stars) but no longer name the
 * person; returns the aliases of the products whose pages showed the name.
 */
async function eraseProductFeedback(tx: DbOrTx, id: number): Promise<string[]> {
  const reviewed = await tx
    .update(productReviews)
    .set({ authorName: ANONYMOUS_AUTHOR, clientAddress: '' })
    .where(eq(productReviews.userId, id))
    .returning({ productId: productReviews.productId });
  const asked = await tx
    .update(productQuestions)
    .set({ authorName: ANONYMOUS_AUTHOR, clientAddress: '' })
    .where(eq(productQuestions.userId, id))
    .returning({ productId: productQuestions.productId });
  const ids = [...new Set([...reviewed, ...asked].map((row) => row.productId))];
  if (ids.length === 0) return [];
  const rows = await tx.select({ alias: products.alias }).from(products).where(inArray(products.id, ids));
  return rows.map((row) => row.alias);
}

/** Reviews, questions and wholesale requests keep their text but no longer name or reach the person. */
async function eraseMessages(tx: DbOrTx, user: { id: number; email: string }, erasedEmail: string) {
  await tx
    .update(shopReviews)
    .set({ name: ANONYMOUS_AUTHOR, email: null, clientAddress: null })
    .where(or(eq(shopReviews.userId, user.id), eq(shopReviews.email, user.email)));
  await tx
    .update(shopQuestions)
    .set({ name: ERASED_NAME, email: erasedEmail, phone: '', clientAddress: null })
    .where(or(eq(shopQuestions.userId, user.id), eq(shopQuestions.email, user.email)));
  await tx
    .update(wholesaleRequests)
    .set({ name: ERASED_NAME, email: erasedEmail, phone: '', inn: '', clientAddress: null })
    .where(or(eq(wholesaleRequests.userId, user.id), eq(wholesaleRequests.email, user.email)));
}
