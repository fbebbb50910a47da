// The letters a customer gets when their order changes: paid, shipped (carrier, track number, tracking link),
// delivered or waiting at the pickup point, cancelled (with the refund), refunded. Text and HTML, like the order
// confirmation (./order-email.ts).
import type { OrderStatus } from '@/lib/api/types';
import { shop } from '@/lib/config/shop';
import { trackingUrlOfService } from '@/lib/config/delivery-services';
import { formatPrice } from '@/lib/format/price';
import { siteUrl } from '@/lib/seo/site-url';
import { escapeHtml } from '@/lib/server/mail/escape-html';
import type { Mail } from '@/lib/server/mail/send-mail';
import { unlinkable } from '@/lib/server/mail/unlinkable';
import { orderStatusUrl } from './order-email';
import type { OrderRow } from './order-queries';

type LetterOrder = Pick<
  OrderRow,
  | 'number'
  | 'name'
  | 'email'
  | 'deliveryServiceId'
  | 'deliveryServiceName'
  | 'trackNumber'
  | 'pickupPointId'
  | 'pickupPointAddress'
  | 'total'
>;

/** A paragraph: its text line and its HTML (links become anchors). */
type Paragraph = { text: string; html: string; link?: { href: string; label: string } };

const para = (text: string, link?: Paragraph['link']): Paragraph => ({ text, html: escapeHtml(text), link });

/** The shopper's typed name is never a link in the letter (../mail/unlinkable.ts). */
function letter(order: LetterOrder, subject: string, paragraphs: Paragraph[]): Mail {
  const name = unlinkable(order.name);
  const page = `${siteUrl()}/cart-ok?order=${encodeURIComponent(order.number)}`;
  const all = [
    ...paragraphs,
    para('Состояние заказа:', { href: page, label: 'страница заказа' }),
    para('С другого устройства — по номеру заказа и телефону:', {
      href: orderStatusUrl(order.number),
      label: 'где мой заказ',
    }),
    para(`${shop.name}, ${shop.phone}, ${shop.email}`),
  ];
  const text = [`${name}, здравствуйте!`, '', ...all.map((p) => (p.link ? `${p.text} ${p.link.href}` : p.text))].join(
    '\n',
  );
  const html =
    `<p>${escapeHtml(name)}, здравствуйте!</p>` +
    all
      .map(
        (p) =>
          `<p>${p.html}${p.link ? ` <a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a>` : ''}</p>`,
      )
      .join('');
  return { to: order.email, subject: `Заказ ${order.number}: ${subject} — ${shop.name}`, text, html };
}

function refundParagraph(amount: number): Paragraph {
  return para(
    `Возврат ${formatPrice(amount)} оформлен: деньги вернутся тем же способом, которым вы платили. Банк обычно зачисляет их за несколько дней (до 30 дней).`,
  );
}

/** The letter of a move to `status`, or null when that move needs none (taking an order into assembly). */
export function statusLetter(order: LetterOrder, status: OrderStatus, refund = 0): Mail | null {
  switch (status) {
    case 'paid':
      return letter(order, 'оплата получена', [
        para(
          `Оплата ${formatPrice(order.total)} получена. Мы начинаем собирать заказ и напишем, когда передадим его в доставку.`,
        ),
      ]);
    case 'shipped': {
      const track = order.trackNumber ?? '';
      const url = trackingUrlOfService(order.deliveryServiceId, track);
      return letter(order, 'передан в доставку', [
        para(`Заказ передан в службу доставки${order.deliveryServiceName ? ` «${order.deliveryServiceName}»` : ''}.`),
        para(`Трек-номер: ${track}`),
        ...(url ? [para('Отследить посылку:', { href: url, label: 'страница отслеживания' })] : []),
      ]);
    }
    case 'delivered':
      return order.pickupPointId
        ? letter(order, 'ждёт в пункте выдачи', [
            para(
              `Заказ ждёт вас в пункте выдачи: ${unlinkable(order.pickupPointAddress ?? '')}. Возьмите с собой паспорт или код получения из сообщения службы доставки.`,
            ),
          ])
        : letter(order, 'доставлен', [
            para('Заказ доставлен. Спасибо за покупку! Будем рады вашему отзыву о магазине.'),
          ]);
    case 'cancelled':
      return letter(order, 'отменён', [
        para('Заказ отменён, товары вернулись на склад.'),
        ...(refund > 0 ? [refundParagraph(refund)] : []),
        para('Если вы не отменяли заказ и это ошибка, напишите или позвоните нам — поможем оформить заново.'),
      ]);
    default:
      return null;
  }
}

/** The letter of a refund made apart from a cancellation: a return of goods, or a payment that came too late. */
export function refundLetter(order: LetterOrder, amount: number, reason: 'return' | 'late_payment' | 'manual'): Mail {
  const why =
    reason === 'late_payment'
      ? 'Оплата пришла, когда заказ уже был отменён (срок оплаты истёк), поэтому мы вернули деньги.'
      : 'Мы оформили возврат по вашему заказу.';
  return letter(order, 'возврат денег', [para(why), refundParagraph(amount)]);
}
