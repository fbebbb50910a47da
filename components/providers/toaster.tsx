'use client';

import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import { Toaster as Sonner } from 'sonner';
import styles from './toaster.module.css';

/** docs/PRODUCT.md#toasts. Error toasts pass their own 6 s (`toastError` in lib/client/toast-error.ts). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_WIDTH = 300;
/** No maximum count by default: every toast stays visible until its time runs out or it is clicked. */
export const TOAST_VISIBLE_MAX = Number.POSITIVE_INFINITY;

/** A click (or Enter/Space) anywhere on a toast closes it, through sonner's own (hidden) close button. */
function closeToast(event: MouseEvent | KeyboardEvent) {
  if ('key' in event && event.key !== 'Enter' && event.key !== ' ') return;
  const toast = (event.target as Element).closest('[data-sonner-toast]');
  if (!toast || (event.target as Element).closest('button:not([data-close-button]), a')) return;
  toast.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
}

export function Toaster() {
  return (
    <div onClick={closeToast} onKeyDown={closeToast}>
      <Sonner
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        richColors
        closeButton
        className={styles.toaster}
        style={{ '--width': `${TOAST_WIDTH}px` } as CSSProperties}
      />
    </div>
  );
}
