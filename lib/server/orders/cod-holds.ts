// What unconfirmed cash-on-delivery orders may hold (docs/adr/0095-cod-confirmation.md). An order paid on
// receipt takes its goods off the shelf at once and costs its maker nothing, so one script with fresh cookie jars
// could empty a shelf. The rule, per product of the order and separately for the order's phone, its email and the
// client address it comes from: the units of the product in that contact's orders awaiting confirmation
// (./cod-confirmation.ts), this order's included, stay within COD_HOLD_SHARE of the stock the product had before
// them (its stock now plus what they hold), rounded down but at least one unit — so anyone may order a last piece
// on receipt. Confirmed orders no longer count; online orders are not limited (their goods come back after
// ORDER_PAYMENT_TIMEOUT_MIN unpaid). Phones compare by their digits, emails without case and without a «+tag».
//
// Checked in the order's transaction after the product rows were locked (./place-order.ts): every order that holds
// a product took that lock to do so, so two checkouts of one contact cannot both see the other's units missing.
import { and, inArray, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db/client';
import { orderItems, orders } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { HttpError } from '@/lib/server/http/errors';
import { onlinePaymentsOn } from '@/lib/server/payments/providers';
import { awaitingConfirmation } from './cod-confirmation';

type CodContact = { phone: string; email: string; address: string };
type Line = { productId: number; name: string; num: number; stock: number };

const phoneKey = (phone: string) => phone.replace(/\D/g, '');
const NOT_DIGIT = '\\D';
const EMAIL_TAG = '\\+[^@]*@';
const emailKey = (email: string) => email.toLowerCase().replace(new RegExp(EMAIL_TAG), '@');

/** The most units of a product one contact's unconfirmed orders may hold, given the stock it had before them. */
const codHoldCap = (stockBefore: number, share: number) => Math.max(1, Math.floor(share * stockBefore + 1e-9));

/** Refuses (409) an order paid on receipt that would take a contact past its share of a product. */
export async function checkCodHolds(tx: Tx, contact: CodContact, lines: Line[]): Promise<void> {
  const share = serverEnv().COD_HOLD_SHARE;
  if (share >= 1 || lines.length === 0) return;
  const held = await tx
    .select({
      productId: orderItems.productId,
      byPhone: sql<number>`coalesce(sum(${orderItems.num}) filter (where regexp_replace(${orders.phone}, ${NOT_DIGIT}, '', 'g') = ${phoneKey(contact.phone)}), 0)::int`,
      byEmail: sql<number>`coalesce(sum(${orderItems.num}) filter (where regexp_replace(lower(${orders.email}), ${EMAIL_TAG}, '@') = ${emailKey(contact.email)}), 0)::int`,
      byAddress: sql<number>`coalesce(sum(${orderItems.num}) filter (where ${orders.consentAddress} = ${contact.address}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(
      and(
        awaitingConfirmation(),
        inArray(
          orderItems.productId,
          lines.map((l) => l.productId),
        ),
      ),
    )
    .groupBy(orderItems.productId);
  const heldOf = new Map(
    held.map((h) => [h.productId, Math.max(Number(h.byPhone), Number(h.byEmail), Number(h.byAddress))]),
  );

  for (const line of lines) {
    const already = heldOf.get(line.productId) ?? 0;
    const cap = codHoldCap(line.stock + already, share);
    if (already + line.num <= cap) continue;
    const left = Math.max(cap - already, 0);
    const message =
      `Заказ с оплатой при получении: «${line.name}» — не больше ${cap}\u00a0шт. на один телефон, email или адрес, ` +
      `пока прежние заказы не подтверждены${left > 0 ? ` (сейчас можно ещё ${left}\u00a0шт.)` : ''}. ` +
      (onlinePaymentsOn()
        ? 'Подтвердите предыдущий заказ — мы позвоним — или выберите онлайн-оплату'
        : 'Подтвердите предыдущий заказ — мы позвоним — и оформите этот после подтверждения');
    throw new HttpError(409, message, { products: message });
  }
}
