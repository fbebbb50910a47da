// What the order result pages (/cart-ok, /payment-success-notification, /fail-payment.html) say, chosen from the order's
// real status (and its latest payment attempt), never from the URL alone: a provider returns the shopper to the
// same address whatever happened, and the order may have moved on since (paid, assembled, shipped, cancelled).
import type { OrderView, PaymentStatus } from '@/lib/api/orders';
import { shop } from '@/lib/config/shop';
import { formatPrice } from '@/lib/format/price';

/**
 * Which page asks: the confirmation right after checkout (/cart-ok), the provider's return address, or the
 * failure page (the test provider's «decline»).
 */
export type OutcomePage = 'placed' | 'return' | 'failure';

export type OutcomeKind =
  'placed' | 'pending' | 'unpaid' | 'failed' | 'paid' | 'assembling' | 'shipped' | 'delivered' | 'cancelled';

export type PaymentOutcome = {
  kind: OutcomeKind;
  tone: 'ok' | 'wait' | 'fail';
  title: string;
  text: string;
  /** «Оплатить» button label when the order can be paid (again) now, else null. */
  payLabel: string | null;
  /** The page reloads itself while the provider has not answered. */
  refresh: boolean;
  /** A line under the text, if any. */
  note?: string;
};

export function paymentOutcome(
  order: OrderView,
  page: OutcomePage,
  latestPayment: PaymentStatus | null,
): PaymentOutcome {
  const what = `Заказ ${order.number} на ${formatPrice(order.total)}`;
  const paidOnline = order.pay_online && order.payment_status === 'succeeded';
  const base = { payLabel: null, refresh: false } as const;
  // Just placed and not paid yet (online, or on receipt): the thank-you; once it moved on, its real state.
  const justPlaced =
    (order.status === 'awaiting_payment' && !latestPayment) || (order.status === 'assembling' && !paidOnline);
  if (page === 'placed' && justPlaced) {
    const payable = order.status === 'awaiting_payment' && order.pay_online;
    return {
      ...base,
      kind: 'placed',
      tone: 'ok',
      title: 'Спасибо, заказ оформлен!',
      text: payable ? `${what} ожидает оплаты.` : `${what} принят. Мы пришлём письмо, когда передадим его в доставку.`,
      payLabel: payable ? 'Оплатить заказ' : null,
      note: 'Подтверждение заказа мы отправили на ваш email.',
    };
  }
  switch (order.status) {
    case 'awaiting_payment': {
      const payable = order.pay_online;
      if (page === 'failure' || latestPayment === 'canceled') {
        return {
          ...base,
          kind: 'failed',
          tone: 'fail',
          title: 'Оплата не прошла',
          text: `${what} сохранён, товары зарезервированы. Попробуйте оплатить ещё раз — можно другой картой или через СБП.`,
          payLabel: payable ? 'Оплатить снова' : null,
        };
      }
      if (latestPayment) {
        // Pending, or reported as succeeded but not (yet) accepted by the shop.
        return {
          ...base,
          kind: 'pending',
          tone: 'wait',
          title: 'Ждём подтверждения оплаты',
          text: `Платёжный сервис ещё не сообщил результат по заказу ${order.number}. Страница обновится сама.`,
          refresh: true,
        };
      }
      return {
        ...base,
        kind: 'unpaid',
        tone: 'wait',
        title: 'Заказ ждёт оплаты',
        text: `${what} сохранён, товары зарезервированы. Оплату мы ещё не получили.`,
        payLabel: payable ? 'Оплатить заказ' : null,
      };
    }
    case 'paid':
      return {
        ...base,
        kind: 'paid',
        tone: 'ok',
        title: 'Оплата прошла успешно',
        text: `${what} оплачен. Мы уже начали его собирать.`,
      };
    case 'assembling':
      return paidOnline
        ? {
            ...base,
            kind: 'assembling',
            tone: 'ok',
            title: 'Заказ оплачен и собирается',
            text: `${what} оплачен, мы его собираем.`,
          }
        : {
            ...base,
            kind: 'assembling',
            tone: 'ok',
            title: 'Заказ собирается',
            text: `${what} принят, мы его собираем. Оплата — при получении.`,
          };
    case 'shipped':
      return {
        ...base,
        kind: 'shipped',
        tone: 'ok',
        title: 'Заказ передан в доставку',
        text: `${what} передан в службу доставки${order.courier ? ` ${order.courier}` : ''}.${paidOnline ? '' : ' Оплата — при получении.'}`,
      };
    case 'delivered':
      return {
        ...base,
        kind: 'delivered',
        tone: 'ok',
        title: 'Заказ доставлен',
        text: `${what} доставлен. Спасибо за покупку!`,
      };
    case 'cancelled':
      return {
        ...base,
        kind: 'cancelled',
        tone: 'fail',
        title: 'Заказ отменён',
        text: paidOnline
          ? `Заказ ${order.number} отменён. Деньги за него вернутся тем же способом, которым вы платили. Вопросы — по телефону ${shop.phone}.`
          : `Заказ ${order.number} отменён, оплачивать его не нужно. Вопросы — по телефону ${shop.phone}.`,
      };
  }
}
