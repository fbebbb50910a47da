'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/field';
import { onFormSubmit, useSubmit } from '@/components/ui/use-submit';
import { TOAST_ERROR_MS } from '@/lib/client/toast-error';
import { useAuthModal } from '@/lib/client/auth-modal';
import { postAccountForm, serverText } from './auth-request';
import { ModalLinks } from './modal-links';
import styles from './auth-form.module.css';

export const RESET_SENT = 'Ссылка для восстановления пароля отправлена на ваш email';
export const RESET_FAILED = 'Не удалось отправить письмо. Проверьте правильность email или телефона';

/** Asks for the reset link; links to login and register; both results toast for 6 s. */
export function ForgotForm() {
  const { close } = useAuthModal();
  const [email, setEmail] = useState('');
  const [submit, sending] = useSubmit(() => postAccountForm('/api/change-pass', { email: email.trim() }), {
    success: { title: RESET_SENT, description: 'Ссылка действует 1 час.', duration: TOAST_ERROR_MS },
    onSuccess: close,
    error: (error) => ({ title: RESET_FAILED, description: serverText(error) }),
  });

  return (
    <form className={styles.form} onSubmit={onFormSubmit(submit)} noValidate data-testid="forgot-form">
      <p className={styles.note}>Укажите email, с которым вы регистрировались, — мы пришлём ссылку для смены пароля.</p>
      <EmailField className={styles.field} value={email} onValue={setEmail} />
      <Button type="submit" className={styles.submit} pending={sending}>
        Отправить ссылку
      </Button>
      <ModalLinks
        links={[
          ['Вспомнили пароль? Войти', 'login'],
          ['Зарегистрироваться', 'register'],
        ]}
      />
    </form>
  );
}
