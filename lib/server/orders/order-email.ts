// The order confirmation email, written to the outbox with the order (./place-order.ts).
import type { OrderView } from '@/lib/api/orders';
import { shop } from '@/lib/config/shop';
import { plural } from '@/lib/format/plural';
import { formatPrice } from '@/lib/format/price';
import { siteUrl } from '@/lib/seo/site-url';
import { serverEnv } from '@/lib/server/env';
import { escapeHtml } from '@/lib/server/mail/escape-html';
import type { Mail } from '@/lib/server/mail/send-mail';
import { unlinkable } from '@/lib/server/mail/unlinkable';

/** /order-status with the number filled in: the order's state from any device, without signing in. */
export const orderStatusUrl = (number: string) => `${siteUrl()}/order-status?number=${encodeURIComponent(number)}`;

/** The shopper's name and address are what they typed: never a link in the letter (../mail/unlinkable.ts). */
export function orderConfirmationMail(to: string, typedName: string, order: OrderView): Mail {
  const name = unlinkable(typedName);
  const address = unlinkable(order.delivery_address);
  const link = `${siteUrl()}/cart-ok?order=${encodeURIComponent(order.number)}`;
  const rows: [string, string][] = [
    ...order.lines.map((l): [string, string] => [`${l.name} × ${l.num}`, formatPrice(l.sum)]),
    ...(order.discount
      ? [[`Промокод ${order.promo_code}`, `−${formatPrice(order.discount)}`] as [string, string]]
      : []),
    ...(order.bonus_points ? [['Оплачено баллами', `−${formatPrice(order.bonus_points)}`] as [string, string]] : []),
    [`Доставка (${order.shipping})`, order.shipping_cost ? formatPrice(order.shipping_cost) : 'бесплатно'],
    ['Итого', formatPrice(order.total)],
  ];
  const next =
    order.status === 'awaiting_payment'
      ? 'Заказ ожидает оплаты.'
      : order.pay_online
        ? 'Мы начали собирать заказ.'
        : codConfirmationNote();
  const text = [
    `${name}, спасибо за заказ!`,
    '',
    `Заказ ${order.number} принят. ${next}`,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `Куда: ${address}`,
    ...(order.delivery_when ? [`Когда: ${order.delivery_when}`] : []),
    `Оплата: ${order.payment}`,
    '',
    `Состояние заказа: ${link}`,
    `С другого устройства — по номеру заказа и телефону: ${orderStatusUrl(order.number)}`,
    `${shop.name}, ${shop.phone}`,
  ].join('\n');
  const html =
    `<p>${escapeHtml(name)}, спасибо за заказ!</p><p>Заказ <b>${escapeHtml(order.number)}</b> принят. ${next}</p>` +
    `<table>${rows.map(([k, v]) => `<tr><td>${escapeHtml(k)}</td><td align="right">${escapeHtml(v)}</td></tr>`).join('')}</table>` +
    `<p>Куда: ${escapeHtml(address)}<br>` +
    (order.delivery_when ? `Когда: ${escapeHtml(order.delivery_when)}<br>` : '') +
    `Оплата: ${escapeHtml(order.payment)}</p>` +
    `<p><a href="${escapeHtml(link)}">Состояние заказа</a><br>С другого устройства — по номеру заказа и телефону: <a href="${escapeHtml(orderStatusUrl(order.number))}">где мой заказ</a></p><p>${escapeHtml(shop.name)}, ${escapeHtml(shop.phone)}</p>`;
  return { to, subject: `Заказ ${order.number} принят — ${shop.name}`, text, html };
}

/** «24 часов», «1 часа», «45 минут»: how long after `hours` an unconfirmed order is cancelled (genitive). */
function waitWords(hours: number): string {
  const [n, forms] =
    hours >= 1
      ? [Math.round(hours), ['часа', 'часов', 'часов'] as const]
      : [Math.max(1, Math.ceil(hours * 60)), ['минуты', 'минут', 'минут'] as const];
  return `${n} ${plural(n, forms)}`;
}

/**
 * A cash-on-delivery order is confirmed by staff, usually by a call, and one left unconfirmed is cancelled
 * (./cod-confirmation.ts): the shopper is told both, with the time the shop waits.
 */
const codConfirmationNote = () =>
  'Мы начали собирать заказ и позвоним, чтобы его подтвердить: заказ с оплатой при получении, не подтверждённый ' +
  `в течение ${waitWords(serverEnv().COD_CONFIRM_TIMEOUT_HOURS)}, отменяется.`;
