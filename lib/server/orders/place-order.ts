// POST /api/cart/order: validation, then one transaction that locks the cart and the products, checks and
// takes the stock, applies the promo code, writes the order (with its first status history line and the
// confirmation letter in the outbox) and empties the cart. The Idempotency-Key is claimed in the same transaction
// with the request's fingerprint (./order-once.ts), so a replay (or a double click racing the first request) gets
// the same order, and the same key with another body is refused.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { MAX_PER_PRODUCT } from '@/lib/api/cart';
import type { OrderInput, OrderResponse } from '@/lib/api/checkout';
import type { Db, Tx } from '@/lib/db/client';
import { cartItems, carts, orderItems, orders, products } from '@/lib/db/schema';
import { CHECKOUT_CONSENT } from '@/lib/config/consent';
import { deliveryDateProblem } from '@/lib/api/delivery-dates';
import { HttpError, badRequest } from '@/lib/server/http/errors';
import { shopperKey, type Shopper } from '@/lib/server/identity/shopper';
import { cartRowColumns, toCartLine } from '@/lib/server/cart/cart-read';
import { cartTotals, promoDiscount, promoRefusal, withDayPrice } from '@/lib/server/cart/pricing';
import { currentOffer } from '@/lib/server/promotions/product-of-the-day';
import { countPromoUse, findPromo, normalizePromoCode } from '@/lib/server/cart/promo-codes';
import { quoteAddress } from '@/lib/server/shipping/address-quote';
import { quotePickupPoint } from '@/lib/server/shipping/pickup-points';
import { getShippingMethod, type MethodRow } from '@/lib/server/shipping/shipping-methods';
import { paymentMethodById } from '@/lib/server/payments/methods';
import { onlinePaymentsOn } from '@/lib/server/payments/providers';
import { enqueueMail } from '@/lib/server/mail/send-mail';
import { bindKeyToOrder, claimKey, keyRecord, requestFingerprint } from './order-once';
import { validateOrder, type ValidOrder } from './validate-order';
import { CUSTOMER_ACTOR, recordStatus } from './order-history';
import { orderConfirmationMail } from './order-email';
import { orderView, type OrderRow } from './order-queries';
import { initialStatus } from './order-status';
import { checkCodHolds } from './cod-holds';
import { stockCrossedZero } from '@/lib/server/catalog/catalog-changes';
import { checkPointsToSpend, spendPoints } from '@/lib/server/bonuses/order-points';

export type PlaceOrderInput = {
  shopper: Shopper;
  input: OrderInput;
  idempotencyKey: string;
  /** The client address recorded with the consent (152-ФЗ). */
  clientAddress: string;
};

/** The order; whether this request made it; the response the key recorded first (a replay answers with it). */
export type PlacedOrder = { order: OrderRow; created: boolean; response: OrderResponse | null };

const FORM_ERROR = 'Проверьте данные заказа';

export async function placeOrder(
  db: Db,
  { shopper, input, idempotencyKey, clientAddress }: PlaceOrderInput,
): Promise<PlacedOrder> {
  if (shopper.userId === null && !shopper.guestId) throw badRequest('Корзина пуста', { products: 'Корзина пуста' });
  const ownerKey = shopperKey(shopper);
  const fingerprint = requestFingerprint(input);

  const replay = await keyRecord(db, ownerKey, idempotencyKey, fingerprint);
  if (replay?.order) return { order: replay.order, created: false, response: replay.response };

  const method = input.shipping_id ? await getShippingMethod(db, input.shipping_id).catch(() => null) : null;
  const payment = input.payment_id ? paymentMethodById(input.payment_id) : null;
  const validation = validateOrder(input, method, payment, { online: onlinePaymentsOn() });
  if (!validation.ok) throw badRequest(FORM_ERROR, validation.errors);
  const valid = validation.order;
  await checkDeliveryDate(db, valid);
  const points = input.bonus_points ?? 0;
  if (points > 0 && shopper.userId === null) {
    throw badRequest('Баллы списывают только в личном кабинете', { bonus_points: 'Войдите, чтобы списать баллы' });
  }

  const placed = await db.transaction(async (tx) => {
    // The key first: a concurrent request with the same key waits here until this one commits, then finds the order.
    if (!(await claimKey(tx, ownerKey, idempotencyKey, fingerprint))) {
      const record = await keyRecord(tx, ownerKey, idempotencyKey, fingerprint);
      if (record?.order) return { order: record.order, created: false, response: record.response, soldOut: [] };
      throw new HttpError(409, 'Этот заказ уже оформляется, подождите немного');
    }

    // What is ordered — the cart lines with their products — read and locked in one statement, in product-id
    // order (one lock order for every buyer: no deadlocks). A line added to the cart while this runs is not part
    // of the order and stays in the cart; nothing ordered can change until the commit.
    const lockedRows = await tx
      .select({ ...cartRowColumns, lineId: cartItems.id, addedAt: cartItems.createdAt })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.ownerKey, ownerKey))
      .orderBy(asc(products.id))
      .for('update');
    if (lockedRows.length === 0) throw badRequest('Корзина пуста', { products: 'Корзина пуста — добавьте товары' });
    // The order lists the goods as the cart showed them: in the order they were added. Priced now: the product of
    // the day costs its day price only when the order is placed that Moscow day.
    const rows = withDayPrice(
      [...lockedRows].sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime() || a.lineId - b.lineId),
      await currentOffer(tx),
    );

    const tooMany = rows.find((r) => r.num > MAX_PER_PRODUCT);
    if (tooMany) {
      const message = `«${tooMany.name}»: в одном заказе не больше ${MAX_PER_PRODUCT}\u00a0шт. одного товара, уменьшите количество`;
      throw new HttpError(409, message, { products: message });
    }
    const shortage = rows.find((r) => !r.isActive || r.stock < r.num);
    if (shortage) {
      const message =
        !shortage.isActive || shortage.stock <= 0
          ? `«${shortage.name}» закончился — удалите его из корзины`
          : `«${shortage.name}»: в наличии только ${shortage.stock}\u00a0шт., уменьшите количество`;
      throw new HttpError(409, message, { products: message });
    }

    // Paid on receipt: within what unconfirmed orders of this phone, email and address may hold (./cod-holds.ts).
    const contact = { phone: valid.phone, email: valid.email, address: clientAddress };
    if (!valid.payment.online) await checkCodHolds(tx, contact, rows);

    const lines = rows.map(toCartLine);
    const totals = cartTotals(lines);
    const discount = await takePromo(tx, ownerKey, valid.promo_code, totals.products_cost, valid.payment.online);
    const goods = totals.products_cost - discount.amount;
    // Points pay part of the goods after the promo (capped by the rules, never more than the balance: the customer
    // stays locked until the commit, so a parallel order cannot spend the same points). Free delivery still
    // depends on the goods after the promo: points are a way to pay, not a discount on the order.
    if (points > 0 && shopper.userId !== null) {
      const check = await checkPointsToSpend(tx, shopper.userId, points, goods);
      if (!check.ok) throw new HttpError(check.status, check.message, { bonus_points: check.message });
    }
    const delivery = await deliveryFor(tx, valid, goods);
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
        promoCode: discount.code,
        productsCost: totals.products_cost,
        oldCost: totals.old_cost,
        discount: discount.amount,
        bonusPoints: points,
        shippingCost: delivery.cost,
        total: goods - points + delivery.cost,
        consentAt: new Date(),
        consentAddress: clientAddress,
        consentVersion: CHECKOUT_CONSENT.version,
      })
      .returning();

    await tx.insert(orderItems).values(
      rows.map((r) => ({
        orderId: order.id,
        productId: r.productId,
        name: r.name,
        alias: r.alias,
        article: r.article,
        image: r.images[0] ?? '/placeholder.svg',
        price: r.price,
        oldPrice: r.oldPrice !== null && r.oldPrice > r.price ? r.oldPrice : null,
        num: r.num,
        sum: r.price * r.num,
      })),
    );
    for (const r of rows) {
      // Guarded as well as locked: stock never goes below zero (the table's CHECK says so too).
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${r.num}`, ordersCount: sql`${products.ordersCount} + ${r.num}` })
        .where(and(eq(products.id, r.productId), gte(products.stock, r.num)))
        .returning({ id: products.id });
      if (!taken) throw new HttpError(409, `«${r.name}» закончился — удалите его из корзины`, { products: r.name });
    }
    await spendPoints(tx, order);
    await recordStatus(tx, order.id, order.status, CUSTOMER_ACTOR, 'Заказ оформлен на сайте');
    await enqueueMail(tx, orderConfirmationMail(order.email, order.name, await orderView(tx, order)));
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        rows.map((r) => r.lineId),
      ),
    );
    // The cart itself goes with its last line (a line added during checkout keeps it, promo code and all).
    await tx
      .delete(carts)
      .where(
        and(
          eq(carts.ownerKey, ownerKey),
          sql`not exists (select 1 from ${cartItems} where ${cartItems.ownerKey} = ${ownerKey})`,
        ),
      );
    await bindKeyToOrder(tx, ownerKey, idempotencyKey, order.id);
    // Goods this order sold out leave the «в наличии» lists once it commits.
    const soldOut = rows.filter((r) => r.stock === r.num).map((r) => r.productId);
    return { order, created: true, response: null, soldOut };
  });
  await stockCrossedZero(db, placed.soldOut);
  return { order: placed.order, created: placed.created, response: placed.response };
}

/**
 * A chosen delivery date must be one the order's service can make: from Moscow's today plus the tariff's shortest
 * time to two weeks after (lib/api/delivery-dates.ts, the rule the checkout offers its dates by). Checked before the
 * transaction, so a refused date writes nothing.
 */
async function checkDeliveryDate(db: Db, order: ValidOrder<MethodRow>) {
  const { delivery_date: day, destination } = order;
  if (!day || !('postcode' in destination)) return;
  const quote = await quoteAddress(db, order.method, destination.postcode, order.currier_id ?? null, 0);
  const problem = deliveryDateProblem(day, new Date(), quote.minDays);
  if (problem) throw badRequest(problem, { delivery_date: problem });
}

/**
 * The promo code of the order (the form's, else the cart's), checked again under a row lock. A use is counted when
 * the order is paid or, paid on receipt, placed now; an online order awaiting payment holds a use meanwhile
 * (findPromo counts it), so the limit is never overrun by orders that pay later, and one cancelled unpaid takes
 * nothing (lib/server/orders/move-order.ts counts the use on payment and gives back only a counted one).
 * A code that does not apply (any more) is dropped: the order is placed at the full price rather than refused.
 * The cart already showed why the code stopped applying (e.g. the goods sum fell under its minimum), and its
 * discount was not in the total the shopper saw; a code that ran out in the meantime is not worth losing an order.
 */
async function takePromo(
  tx: Tx,
  ownerKey: string,
  given: string | null | undefined,
  goodsSum: number,
  online: boolean,
) {
  let code = given ? normalizePromoCode(given) : '';
  if (!code) {
    const [cart] = await tx.select({ code: carts.promoCode }).from(carts).where(eq(carts.ownerKey, ownerKey));
    code = cart?.code ?? '';
  }
  if (!code) return NO_PROMO;
  const rule = await findPromo(tx, code, true);
  if (!rule || promoRefusal(rule, goodsSum)) return NO_PROMO;
  if (!online) await countPromoUse(tx, rule.code);
  return { code: rule.code, amount: promoDiscount(rule, goodsSum) };
}

const NO_PROMO = { code: null, amount: 0 } as const;

type Delivery = {
  cost: number;
  serviceId: number | null;
  serviceName: string | null;
  pickupPointId: string | null;
  pickupPointAddress: string | null;
};

async function deliveryFor(tx: Tx, order: ValidOrder<MethodRow>, goods: number): Promise<Delivery> {
  const { method, destination } = order;
  if ('pickupPointId' in destination) {
    const quote = await quotePickupPoint(
      tx,
      { pickupPointId: destination.pickupPointId, methodId: method.id, serviceId: order.currier_id },
      goods,
    );
    return {
      cost: quote.shipping_cost,
      serviceId: quote.point.service_id,
      serviceName: quote.point.service,
      pickupPointId: quote.point.id,
      pickupPointAddress: `${quote.point.service}: ${quote.point.city}, ${quote.point.address}`,
    };
  }
  const quote = await quoteAddress(tx, method, destination.postcode, order.currier_id ?? null, goods);
  return {
    cost: quote.cost,
    serviceId: quote.service.id,
    serviceName: quote.service.name,
    pickupPointId: null,
    pickupPointAddress: null,
  };
}
