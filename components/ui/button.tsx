import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'danger' | 'link';

type Props = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Waiting for the server: disabled until it answers, with a busy cursor. */
  pending?: boolean;
};

/** The shop's button: one look per variant (button.module.css); the caller's className adds size and placement. */
export function Button({
  variant = 'primary',
  pending = false,
  disabled,
  className,
  type = 'button',
  ...props
}: Props) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      disabled={disabled || pending}
      data-pending={pending || undefined}
      {...props}
    />
  );
}
