'use client';
// «Подтвердить»: staff confirm a cash-on-delivery order (usually after calling the customer), so the shop does not
// cancel it when COD_CONFIRM_TIMEOUT_HOURS run out. The server checks again and answers a repeat with the same order.
import { useState } from 'react';
import { ActionMessages, AdminButton, AdminTextField, ButtonRow } from '@/components/admin/ui/form';
import type { AdminOrderConfirmResponse } from '@/lib/api/admin/orders';
import { adminRequest } from '@/lib/client/admin-request';
import { useAdminAction } from '@/lib/client/use-admin-action';

export function ConfirmOrder({ number }: { number: string }) {
  const [comment, setComment] = useState('');
  const { busy, errors, message, done, perform } = useAdminAction();

  const confirm = () =>
    perform(async () => {
      await adminRequest<AdminOrderConfirmResponse>(
        `/api/admin/orders/${encodeURIComponent(number)}/confirm`,
        'POST',
        comment ? { comment } : {},
      );
      return 'Заказ подтверждён';
    });

  return (
    <div>
      <ActionMessages done={done} message={message} />
      <AdminTextField
        label="Как подтвердили (необязательно)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={errors.comment}
        hint="Например: «позвонили, покупатель подтвердил»; попадёт в историю заказа"
        maxLength={1000}
      />
      <ButtonRow>
        <AdminButton disabled={busy} onClick={confirm}>
          Подтвердить
        </AdminButton>
      </ButtonRow>
    </div>
  );
}
