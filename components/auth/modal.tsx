'use client';

import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import styles from './modal.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = { title: string; onClose: () => void; children: React.ReactNode; testId?: string };

/**
 * A modal dialog: Escape, a click on the backdrop or the close icon dismisses it; Tab and Shift+Tab stay
 * inside; the first field gets focus (the host returns focus to the opener afterwards).
 */
export function Modal({ title, onClose, children, testId }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  // Each new content (login → register…) starts at its first field.
  useEffect(() => {
    const fields = focusables(panel.current);
    (fields.find((el) => el.tagName === 'INPUT') ?? fields[0] ?? panel.current)?.focus();
  }, [title]);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, panel.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

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

function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

function trapTab(event: KeyboardEvent, root: HTMLElement | null) {
  const items = focusables(root);
  if (!root || items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const inside = active instanceof Node && root.contains(active);
  if (!inside || (event.shiftKey && (active === first || active === root)) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
