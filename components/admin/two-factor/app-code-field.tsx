import { AdminTextField } from '@/components/admin/ui/form';

/** The current code from the authenticator app, as every two-factor form asks for it. */
export function AppCodeField({ error, autoFocus }: { error: string | null; autoFocus?: boolean }) {
  return (
    <AdminTextField
      label="Код из приложения"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      error={error}
      required
      autoFocus={autoFocus}
    />
  );
}
