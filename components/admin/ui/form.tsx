import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import styles from './ui.module.css';

/* The shop's Field and Button in the back office's look (ui.module.css): label above a full-width control, the
   hint and the error under it; buttons 44 px tall with darker colours (white text at 4.5:1, borders at 3:1). */
const fieldLook = { className: styles.field, errorClassName: styles.error, hintClassName: styles.hint };

export const AdminTextField = (props: ComponentProps<typeof TextField>) => <TextField {...fieldLook} {...props} />;

export const AdminSelectField = (props: ComponentProps<typeof SelectField>) => (
  <SelectField {...fieldLook} {...props} />
);

export const AdminTextareaField = (props: ComponentProps<typeof TextareaField>) => (
  <TextareaField rows={4} {...fieldLook} {...props} />
);

export function AdminButton({ variant = 'primary', className, ...props }: ComponentProps<typeof Button>) {
  const look = [styles.button, styles[variant], className];
  return <Button variant={variant} className={look.filter(Boolean).join(' ')} {...props} />;
}

/** Buttons of a form or a page, in a row that wraps on a phone. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className={styles.buttonRow}>{children}</div>;
}

/** A message above a form: what went wrong as a whole (field errors sit by their fields). */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`${styles.formMessage} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * What the last action said (useAdminAction): its success, or what went wrong as a whole. Given `fieldErrors`, the
 * whole-form message gives way while fields show their own errors. Only one of the two is ever set at a time.
 */
export function ActionMessages({
  done,
  message,
  fieldErrors,
}: {
  done: string | null;
  message: string | null;
  fieldErrors?: Record<string, string>;
}) {
  const fieldsSayIt = fieldErrors !== undefined && Object.keys(fieldErrors).length > 0;
  return (
    <>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {message && !fieldsSayIt && <FormMessage>{message}</FormMessage>}
    </>
  );
}

/** A form's submit button alone in its row, off while the action runs. */
export function SubmitRow({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <ButtonRow>
      <AdminButton type="submit" disabled={busy}>
        {children}
      </AdminButton>
    </ButtonRow>
  );
}

/** A select's options from records with an id and a name (categories, delivery services). */
export function NamedOptions({ items }: { items: readonly { id: number | string; name: string }[] }) {
  return items.map((item) => (
    <option key={item.id} value={item.id}>
      {item.name}
    </option>
  ));
}
