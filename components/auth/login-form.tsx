'use client';

import { CredentialsForm } from './credentials-form';
import { ModalLinks } from './modal-links';

/** The email is sent as `login`; success closes the modal and reloads the visitor's data. */
export function LoginForm() {
  return (
    <CredentialsForm
      testId="login-form"
      path="/api/login"
      body={(login, password) => ({ login, password })}
      success="Успешный вход"
      refused="Неверный логин и/или пароль"
      purpose="sign-in"
      submitLabel="Войти"
    >
      <ModalLinks
        links={[
          ['Забыли пароль?', 'forgot'],
          ['Зарегистрироваться', 'register'],
        ]}
      />
    </CredentialsForm>
  );
}
