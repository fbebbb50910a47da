'use client';

import { Button } from '@/components/ui/button';
import Link from '@/components/ui/link';
import { useAuthModal } from '@/lib/client/auth-modal';
import { CredentialsForm } from './credentials-form';
import styles from './auth-form.module.css';

/** A new account from an email and a password; success signs the visitor in and closes the modal. */
export function RegisterForm() {
  const { open } = useAuthModal();
  const consent = (
    <p className={styles.note}>
      Нажимая «Зарегистрироваться», вы соглашаетесь на обработку персональных данных в соответствии с{' '}
      <Link href="/privacy">политикой конфиденциальности</Link>.
    </p>
  );
  return (
    <CredentialsForm
      testId="register-form"
      path="/api/registration"
      body={(email, password) => ({ email, password })}
      success="Вы успешно зарегистрировались"
      refused="Ошибка регистрации"
      purpose="new-account"
      submitLabel="Зарегистрироваться"
      beforeSubmit={consent}
    >
      <div className={styles.links}>
        <span>
          Уже есть аккаунт?{' '}
          <Button variant="link" onClick={() => open('login')}>
            Войти
          </Button>
        </span>
      </div>
    </CredentialsForm>
  );
}
