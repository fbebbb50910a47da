// What an order being placed (./place-order.ts) costs, inside its transaction: the goods, the promo code taken, the
// bonus points checked against the balance, and the delivery as quoted now.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { carts } from '@/lib/db/schema';
import { HttpError } from '@/lib/server/http/errors';
import { toCartLine } from '@/lib/server/cart/cart-read';
import { cartTotals, promoDiscount, promoRefusal } from '@/lib/server/cart/pricing';
import { countPromoUse, findPromo, normalizePromoCode } from '@/lib/server/cart/promo-codes';
import { quoteAddress } from '@/lib/server/shipping/address-quote';
import { quotePickupPoint } from '@/lib/server/shipping/pickup-points';
import type { MethodRow } from '@/lib/server/shipping/shipping-methods';
import { checkPointsToSpend } from '@/lib/server/bonuses/order-points';
import type { OrderedGoods } from './ordered-goods';
import type { ValidOrder } from './validate-order';

export type OrderPrice = {
  totals: ReturnType<typeof cartTotals>;
  promo: { code: string | null; amount: number };
  /** Bonus points that pay part of the goods. */
  points: number;
  delivery: Delivery;
  /** What the customer pays: the goods after the promo, less the points, plus the delivery. */
  total: number;
};

type Delivery = {
  cost: number;
  serviceId: number | null;
  serviceName: string | null;
  pickupPointId: string | null;
  pickupPointAddress: string | null;
};

/**
 * Points pay part of the goods after the promo (capped by the rules, never more than the balance: the customer stays
 * locked until the commit, so a parallel order cannot spend the same points). Free delivery still depends on the
 * goods after the promo: points are a way to pay, not a discount on the order.
 */
export async function priceOrder(
  tx: Tx,
  order: { ownerKey: string; customerId: number | null; valid: ValidOrder<MethodRow>; points: number },
  rows: OrderedGoods,
): Promise<OrderPrice> {
  const { valid, points } = order;
  const totals = cartTotals(rows.map(toCartLine));
  const promo = await takePromo(tx, order.ownerKey, valid.promo_code, totals.products_cost, valid.payment.online);
  const goods = totals.products_cost - promo.amount;
  if (points > 0 && order.customerId !== null) {
    const check = await checkPointsToSpend(tx, order.customerId, points, goods);
    if (!check.ok) throw new HttpError(check.status, check.message, { bonus_points: check.message });
  }
  const delivery = await deliveryFor(tx, valid, goods);
  return { totals, promo, points, delivery, total: goods - points + delivery.cost };
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
