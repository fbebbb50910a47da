'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AdminButton, FormMessage } from '@/components/admin/ui/form';
import type { CustomerDeleted } from '@/lib/api/admin/customers';
import { adminRequest, errorText } from '@/lib/client/admin-request';

/** Deletes the account on the customer's request, after an explicit confirmation. */
export function DeleteCustomerButton({ id, email }: { id: number; email: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove() {
    const question = `Удалить аккаунт ${email} по запросу покупателя? Личные данные сотрутся, заказы останутся обезличенными. Это нельзя отменить.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    setError(null);
    try {
      await adminRequest<CustomerDeleted>(`/api/admin/customers/${id}`, 'DELETE');
      router.push('/admin/customers');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <div>
      <FormMessage>{error}</FormMessage>
      <AdminButton variant="danger" onClick={remove} disabled={busy}>
        Удалить аккаунт по запросу (152-ФЗ)
      </AdminButton>
    </div>
  );
}
