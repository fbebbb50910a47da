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
