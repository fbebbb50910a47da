'use client';

import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';

/** The modal state — one modal at a time (docs/PRODUCT.md#modals). */
export type AuthModal = 'none' | 'subscribe' | 'login' | 'register' | 'forgot';
export const AUTH_MODALS: readonly AuthModal[] = ['subscribe', 'login', 'register', 'forgot'];

export const authModalAtom = atom<AuthModal>('none');

// The element that had focus when the first modal opened; focus goes back to it when the last one closes.
let opener: HTMLElement | null = null;

export function useAuthModal() {
  const [modal, setModal] = useAtom(authModalAtom);
  const open = useCallback(
    (next: Exclude<AuthModal, 'none'>) => {
      setModal((current) => {
        if (current === 'none' && typeof document !== 'undefined') {
          opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }
        return next;
      });
    },
    [setModal],
  );
  const close = useCallback(() => setModal('none'), [setModal]);
  return { modal, open, close };
}

/** Called by the modal host once the modal is gone. */
export function restoreOpenerFocus(): void {
  const target = opener;
  opener = null;
  if (target?.isConnected) target.focus();
}
