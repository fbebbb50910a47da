// How a refund's state reads in the back office (the order view, the refund form, «Повторить запрос»).
import type { AdminOrderDetail } from '@/lib/api/admin/orders';

type RefundStatus = AdminOrderDetail['refunds'][number]['status'];

export const REFUND_STATUS: Record<RefundStatus, string> = {
  succeeded: 'выполнен',
  pending: 'ожидает подтверждения',
  canceled: 'не прошёл',
};

/** What staff are told right after sending (or asking again about) a refund. */
export function refundOutcomeText(status: RefundStatus): string {
  if (status === 'succeeded') return 'Возврат выполнен';
  if (status === 'canceled') return 'Платёжная система отказала в возврате: деньги не ушли, резерв снят';
  return 'Возврат ожидает подтверждения платёжной системы: деньги зарезервированы, магазин переспросит её сам — новый возврат этих денег не оформляйте';
}
