// POST /api/cart/order: validation, then one transaction that locks the cart and the products, checks and
// takes the stock, applies the promo code, writes the order (with its first status history line and the
// confirmation letter in the outbox) and empties the cart. The Idempotency-Key is claimed in the same transaction
// with the request's fingerprint (./order-once.ts), so a replay (or a double click racing the first request) gets
// the same order, and the same key with another body is refused.
import type { OrderInput, OrderResponse } from '@/lib/api/checkout';
import type { Db, Tx } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { CHECKOUT_CONSENT } from '@/lib/config/consent';
import { deliveryDateProblem } from '@/lib/api/delivery-dates';
import { HttpError, badRequest } from '@/lib/server/http/errors';
import { shopperKey, type Shopper } from '@/lib/server/identity/shopper';
import { quoteAddress } from '@/lib/server/shipping/address-quote';
import { getShippingMethod, type MethodRow } from '@/lib/server/shipping/shipping-methods';
import { paymentMethodById } from '@/lib/server/payments/methods';
import { onlinePaymentsOn } from '@/lib/server/payments/providers';
import { enqueueMail } from '@/lib/server/mail/send-mail';
import { stockCrossedZero } from '@/lib/server/catalog/catalog-changes';
import { spendPoints } from '@/lib/server/bonuses/order-points';
import { bindKeyToOrder, claimKey, keyRecord, requestFingerprint } from './order-once';
import { validateOrder, type ValidOrder } from './validate-order';
import { CUSTOMER_ACTOR, recordStatus } from './order-history';
import { orderConfirmationMail } from './order-email';
import { orderView, type OrderRow } from './order-queries';
import { initialStatus } from './order-status';
import { checkCodHolds } from './cod-holds';
import {
  checkGoodsInStock,
  lockOrderedGoods,
  removeOrderedFromCart,
  soldOutBy,
  writeOrderLines,
} from './ordered-goods';
import { priceOrder, type OrderPrice } from './order-price';

export type PlaceOrderInput = {
  shopper: Shopper;
  input: OrderInput;
  idempotencyKey: string;
  /** The client address recorded with the consent (152-ФЗ). */
  clientAddress: string;
};

/** The order; whether this request made it; the response the key recorded first (a replay answers with it). */
export type PlacedOrder = { order: OrderRow; created: boolean; response: OrderResponse | null };

/** The request's Idempotency-Key as order-once.ts keeps it: per shopper, with the fingerprint of the body. */
type OrderKey = { ownerKey: string; key: string; fingerprint: string };

const FORM_ERROR = 'Проверьте данные заказа';

export async function placeOrder(
  db: Db,
  { shopper, input, idempotencyKey, clientAddress }: PlaceOrderInput,
): Promise<PlacedOrder> {
  if (shopper.userId === null && !shopper.guestId) throw badRequest('Корзина пуста', { products: 'Корзина пуста' });
  const orderKey = { ownerKey: shopperKey(shopper), key: idempotencyKey, fingerprint: requestFingerprint(input) };
  const replay = await keyRecord(db, orderKey.ownerKey, orderKey.key, orderKey.fingerprint);
  if (replay?.order) return { order: replay.order, created: false, response: replay.response };

  const valid = await checkOrderForm(db, shopper, input);
  const points = input.bonus_points ?? 0;
  const placed = await db.transaction(async (tx) => {
    const earlier = await claimOrderKey(tx, orderKey);
    if (earlier) return { ...earlier, soldOut: [] };

    const rows = await lockOrderedGoods(tx, orderKey.ownerKey);
    checkGoodsInStock(rows);
    // Paid on receipt: within what unconfirmed orders of this phone, email and address may hold (./cod-holds.ts).
    const contact = { phone: valid.phone, email: valid.email, address: clientAddress };
    if (!valid.payment.online) await checkCodHolds(tx, contact, rows);
    const price = await priceOrder(
      tx,
      { ownerKey: orderKey.ownerKey, customerId: shopper.userId, valid, points },
      rows,
    );

    const order = await insertOrder(tx, { shopper, ownerKey: orderKey.ownerKey, valid, price, clientAddress });
    await writeOrderLines(tx, order.id, rows);
    await spendPoints(tx, order);
    await recordStatus(tx, order.id, order.status, CUSTOMER_ACTOR, 'Заказ оформлен на сайте');
    await enqueueMail(tx, orderConfirmationMail(order.email, order.name, await orderView(tx, order)));
    await removeOrderedFromCart(tx, orderKey.ownerKey, rows);
    await bindKeyToOrder(tx, orderKey.ownerKey, orderKey.key, order.id);
    return { order, created: true, response: null, soldOut: soldOutBy(rows) };
  });
  await stockCrossedZero(db, placed.soldOut);
  return { order: placed.order, created: placed.created, response: placed.response };
}

/**
 * The form checked before the transaction, so a refused one writes nothing: the fields its shipping and payment
 * methods need, the delivery date, and bonus points only from a signed-in customer.
 */
async function checkOrderForm(db: Db, shopper: Shopper, input: OrderInput): Promise<ValidOrder<MethodRow>> {
  const method = input.shipping_id ? await getShippingMethod(db, input.shipping_id).catch(() => null) : null;
  const payment = input.payment_id ? paymentMethodById(input.payment_id) : null;
  const validation = validateOrder(input, method, payment, { online: onlinePaymentsOn() });
  if (!validation.ok) throw badRequest(FORM_ERROR, validation.errors);
  await checkDeliveryDate(db, validation.order);
  if ((input.bonus_points ?? 0) > 0 && shopper.userId === null) {
    throw badRequest('Баллы списывают только в личном кабинете', { bonus_points: 'Войдите, чтобы списать баллы' });
  }
  return validation.order;
}

/**
 * A chosen delivery date must be one the order's service can make: from Moscow's today plus the tariff's shortest
 * time to two weeks after (lib/api/delivery-dates.ts, the rule the checkout offers its dates by).
 */
async function checkDeliveryDate(db: Db, order: ValidOrder<MethodRow>) {
  const { delivery_date: day, destination } = order;
  if (!day || !('postcode' in destination)) return;
  const quote = await quoteAddress(db, order.method, destination.postcode, order.currier_id ?? null, 0);
  const problem = deliveryDateProblem(day, new Date(), quote.minDays);
  if (problem) throw badRequest(problem, { delivery_date: problem });
}

/**
 * The key first, in the order's transaction: null when this request now holds it. A concurrent request with the same
 * key waits here until that one commits, then gets the order it placed; one still placing it is a 409.
 */
async function claimOrderKey(tx: Tx, { ownerKey, key, fingerprint }: OrderKey): Promise<PlacedOrder | null> {
  if (await claimKey(tx, ownerKey, key, fingerprint)) return null;
  const record = await keyRecord(tx, ownerKey, key, fingerprint);
  if (record?.order) return { order: record.order, created: false, response: record.response };
  throw new HttpError(409, 'Этот заказ уже оформляется, подождите немного');
}

type NewOrder = {
  shopper: Shopper;
  ownerKey: string;
  valid: ValidOrder<MethodRow>;
  price: OrderPrice;
  clientAddress: string;
};

/** The order's row: who, where to, how paid, what it costs, and the checkout consent (152-ФЗ). */
async function insertOrder(tx: Tx, { shopper, ownerKey, valid, price, clientAddress }: NewOrder): Promise<OrderRow> {
  const { totals, promo, delivery } = price;
  const pay = valid.payment;
  const address = 'address' in valid.destination ? valid.destination : null;
  const [order] = await tx
    .insert(orders)
    .values({
      ownerKey,
      userId: shopper.userId,
      guestId: shopper.guestId,
      status: initialStatus(pay.online),
      shippingId: valid.method.id,
      shippingName: valid.method.name,
      deliveryServiceId: delivery.serviceId,
      deliveryServiceName: delivery.serviceName,
      pickupPointId: delivery.pickupPointId,
      pickupPointAddress: delivery.pickupPointAddress,
      address: address?.address ?? null,
      postcode: address?.postcode ?? null,
      city: address?.parts?.city ?? null,
      street: address?.parts?.street ?? null,
      house: address?.parts?.house ?? null,
      building: address?.parts?.building || null,
      flat: address?.parts?.flat || null,
      deliveryDate: valid.delivery_date ?? null,
      deliveryWindow: valid.delivery_window ?? null,
      paymentId: pay.id,
      paymentName: pay.name,
      payOnline: pay.online,
      surname: valid.surname,
      name: valid.name,
      middleName: valid.middle_name || null,
      email: valid.email,
      phone: valid.phone,
      comment: valid.comment || null,
      promoCode: promo.code,
      productsCost: totals.products_cost,
      oldCost: totals.old_cost,
      discount: promo.amount,
      bonusPoints: price.points,
      shippingCost: delivery.cost,
      total: price.total,
      consentAt: new Date(),
      consentAddress: clientAddress,
      consentVersion: CHECKOUT_CONSENT.version,
    })
    .returning();
  return order;
}
