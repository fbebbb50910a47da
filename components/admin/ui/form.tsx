import {
  useId,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './ui.module.css';

type FieldShell = { label: string; error?: string | null; hint?: ReactNode };

/** A labelled control with its hint and error tied to it (aria-describedby, aria-invalid). */
function FieldShell({
  label,
  error,
  hint,
  render,
}: FieldShell & { render: (a11y: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {render({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export function Field({ label, error, hint, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      render={(a11y) => <input className={styles.control} {...input} {...a11y} />}
    />
  );
}

export function SelectField({
  label,
  error,
  hint,
  children,
  ...select
}: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      render={(a11y) => (
        <select className={styles.control} {...select} {...a11y}>
          {children}
        </select>
      )}
    />
  );
}

export function TextareaField({
  label,
  error,
  hint,
  ...textarea
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell
      label={label}
      error={error}
      hint={hint}
      render={(a11y) => <textarea className={styles.control} rows={4} {...textarea} {...a11y} />}
    />
  );
}

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={`${styles.button} ${styles[variant]} ${className ?? ''}`} {...button} />;
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
