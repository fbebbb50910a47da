'use client';

import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusFirst, useFocusTrap } from '@/components/ui/focus-trap';
import { CloseIcon } from '@/components/ui/icons';
import styles from './modal.module.css';

type Props = { title: string; onClose: () => void; children: React.ReactNode; testId?: string };

/**
 * A modal dialog: Escape, a click on the backdrop or the close icon dismisses it; Tab and Shift+Tab stay
 * inside; the first field gets focus (the host returns focus to the opener afterwards).
 */
export function Modal({ title, onClose, children, testId }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  useFocusTrap(panel, onClose);

  // Each new content (login → register…) starts at its first field.
  useEffect(() => focusFirst(panel.current), [title]);

  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(e) => {
        pressedOnBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        // Both press and release on the backdrop: a text selection dragged out of the form does not close it.
        if (pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose} data-testid="modal-close">
          <CloseIcon size={22} />
        </button>
      </div>
    </div>,
    document.body,
  );
}
