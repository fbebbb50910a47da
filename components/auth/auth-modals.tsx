'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { AUTH_MODALS, restoreOpenerFocus, useAuthModal, type AuthModal } from '@/lib/client/auth-modal';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { Modal } from './modal';
import { RegisterForm } from './register-form';
import { SubscribeModalForm } from './subscribe-modal-form';

const CONTENT: Record<Exclude<AuthModal, 'none'>, { title: string; form: () => React.ReactNode }> = {
  login: { title: 'Вход', form: () => <LoginForm /> },
  register: { title: 'Регистрация', form: () => <RegisterForm /> },
  forgot: { title: 'Восстановление пароля', form: () => <ForgotForm /> },
  subscribe: { title: 'Подписка на новости', form: () => <SubscribeModalForm /> },
};

const isModalName = (value: string): value is Exclude<AuthModal, 'none'> => (AUTH_MODALS as string[]).includes(value);

/**
 * The one place the subscribe/login/register/forgot modals render (docs/PRODUCT.md#modals): one at a time. A link to
 * `#login`, `#register`, `#forgot` or `#subscribe` (e.g. from an email) opens that modal.
 */
export function AuthModals() {
  const { modal, open, close } = useAuthModal();
  const pathname = usePathname();
  const lastPath = useRef(pathname);
  const wasOpen = useRef(false);

  useEffect(() => {
    function fromHash() {
      const name = window.location.hash.slice(1);
      if (!isModalName(name)) return;
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      open(name);
    }
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [open]);

  // Following a link out of a modal (e.g. to the privacy policy) closes it.
  useEffect(() => {
    if (lastPath.current !== pathname) close();
    lastPath.current = pathname;
  }, [pathname, close]);

  useEffect(() => {
    if (modal === 'none' && wasOpen.current) restoreOpenerFocus();
    wasOpen.current = modal !== 'none';
  }, [modal]);

  if (modal === 'none') return null;
  const { title, form } = CONTENT[modal];
  return (
    <Modal title={title} onClose={close} testId={`${modal}-modal`}>
      {form()}
    </Modal>
  );
}
