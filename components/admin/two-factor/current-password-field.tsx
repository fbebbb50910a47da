import { AdminTextField } from '@/components/admin/ui/form';

/** The staff member's current password, which turning the second factor on or off asks for besides the code. */
export function CurrentPasswordField({ error }: { error: string | null }) {
  return (
    <AdminTextField
      label="Пароль"
      name="password"
      type="password"
      autoComplete="current-password"
      error={error}
      required
    />
  );
}
