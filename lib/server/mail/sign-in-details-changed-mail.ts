import { shop } from '@/lib/config/shop';
import { escapeHtml } from './escape-html';
import type { Mail } from './send-mail';

export type SignInDetailsChange = { email?: { from: string; to: string }; phone?: { from: string; to: string } };

/**
 * To the address the account had before: its email or phone (both sign in, the email also recovers the
 * password) was changed. The old owner of the address learns it even when someone else did it, and how to react.
 */
export function signInDetailsChangedMail(to: string, change: SignInDetailsChange): Mail {
  const lines = [
    ...(change.email ? [`Email: был ${change.email.from}, теперь ${change.email.to}`] : []),
    ...(change.phone
      ? [`Телефон: был ${change.phone.from || 'не указан'}, теперь ${change.phone.to || 'не указан'}`]
      : []),
  ];
  const warning = `Если это сделали не вы, срочно позвоните нам: ${shop.phone}. Все остальные входы в аккаунт уже завершены.`;
  const text = [
    'Здравствуйте!',
    '',
    `В вашем аккаунте интернет-магазина «${shop.name}» изменены данные для входа:`,
    ...lines,
    '',
    warning,
    '',
    `«${shop.name}», ${shop.phone}`,
  ].join('\n');
  const html = `<p>Здравствуйте!</p>
<p>В вашем аккаунте интернет-магазина «${escapeHtml(shop.name)}» изменены данные для входа:</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(warning)}</p>
<p>«${escapeHtml(shop.name)}», ${escapeHtml(shop.phone)}</p>`;
  return { to, subject: `Изменены данные для входа — ${shop.name}`, text, html };
}
