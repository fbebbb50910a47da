'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls of `root` a keyboard can reach, in document order; hidden ones are left out. */
function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Moves focus into `root`: its first text field, else its first control, else `root` itself. */
export function focusFirst(root: HTMLElement | null): void {
  const items = focusables(root);
  (items.find((el) => el.tagName === 'INPUT') ?? items[0] ?? root)?.focus();
}

/** Keeps Tab and Shift+Tab cycling inside `root`; focus that escaped (a click outside) is brought back. */
function trapTab(event: KeyboardEvent, root: HTMLElement | null): void {
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

/**
 * A modal layer's keyboard contract (the login modal, the phone menu): while mounted, Tab stays inside `root`,
 * Escape calls `onEscape`, and the page behind does not scroll. Where focus goes on opening and closing is the
 * caller's: each layer knows its own opener.
 */
export function useFocusTrap(root: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });
  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
      } else if (event.key === 'Tab') {
        trapTab(event, root.current);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
}
