'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AdminButton, AdminSelectField, AdminTextField, FormMessage } from '@/components/admin/ui/form';
import type { StaffCreated } from '@/lib/api/admin/staff';
import { adminRequest, errorText, fieldErrors } from '@/lib/client/admin-request';

/** The temporary password's life, as the notes beside it say it (STAFF_TEMPORARY_PASSWORD_HOURS, 72 by default). */
export const TEMPORARY_PASSWORD_NOTE = 'ограниченное время (по умолчанию 72 часа)';

/** Adds a person; their temporary password is shown here once, to be passed on in person. */
export function AddStaffForm({ roles }: { roles: readonly { value: string; label: string }[] }) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [created, setCreated] = useState<StaffCreated | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const body = { email: data.get('email'), name: data.get('name'), role: data.get('role') };
      setCreated(await adminRequest<StaffCreated>('/api/admin/staff', 'POST', body));
      form.reset();
      router.refresh();
    } catch (failure) {
      setErrors(fieldErrors(failure));
      setMessage(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      {created && (
        <FormMessage tone="success">
          {created.staff.email} добавлен(а). Временный пароль: <code>{created.temporary_password}</code> — он показан
          один раз. Передайте его лично: он действует {TEMPORARY_PASSWORD_NOTE}, при первом входе сотрудник сменит его
          на свой.
        </FormMessage>
      )}
      {!Object.keys(errors).length && <FormMessage>{message}</FormMessage>}
      <AdminTextField label="Email" name="email" type="email" autoComplete="off" error={errors.email} required />
      <AdminTextField label="Имя" name="name" autoComplete="off" error={errors.name} required />
      <AdminSelectField label="Роль" name="role" defaultValue="manager" error={errors.role}>
        {roles.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </AdminSelectField>
      <AdminButton type="submit" disabled={busy}>
        Добавить сотрудника
      </AdminButton>
    </form>
  );
}
