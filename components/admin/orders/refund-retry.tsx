'use client';
// «Повторить запрос» for a refund «ожидает подтверждения»: the shop asks the payment provider again about the same
// refund (under its own key, so the money never goes twice); the background job does the same by itself.
import { AdminButton, FormMessage } from '@/components/admin/ui/form';
import type { AdminOrderResponse } from '@/lib/api/admin/orders';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';
import { refundOutcomeText } from './refund-status';

export function RefundRetry({ number, refundId }: { number: string; refundId: number }) {
  const { busy, message, done, perform } = useAdminAction();

  async function retry() {
    await perform(async () => {
      const { order } = await adminRequest<AdminOrderResponse>(
        `/api/admin/orders/${encodeURIComponent(number)}/refund/retry`,
        'POST',
        { refund_id: refundId },
      );
      return refundOutcomeText(order.refunds.find((r) => r.id === refundId)?.status ?? 'pending');
    });
  }

  return (
    <>
      {message && <FormMessage>{message}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <AdminButton type="button" variant="secondary" disabled={busy} onClick={retry}>
        Повторить запрос
      </AdminButton>
    </>
  );
}
