import { PASSWORD_FOR_SIGN_IN_DETAILS } from '@/lib/api/password-rule';

// The Russian texts of account refusals (shown in toasts after 'Ошибка регистрации' / 'Неверный логин и/или пароль').
export const ACCOUNT_ERRORS = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  wrongCredentials: 'Неверный email или пароль',
  unknownEmail: 'Пользователь с таким email не найден',
  mailFailed: 'Не удалось отправить письмо. Попробуйте позже или позвоните нам.',
  resetLinkInvalid: 'Ссылка для восстановления пароля устарела или уже использована. Запросите новую.',
  wrongOldPassword: 'Неверный текущий пароль',
  passwordForIdentifiers: PASSWORD_FOR_SIGN_IN_DETAILS,
  emailInUse: 'Этот email уже указан в другом аккаунте',
  accountDisabled: 'Учётная запись отключена. Обратитесь к администратору магазина.',
} as const;
