import { shop } from '@/lib/config/shop';
import { escapeHtml } from './escape-html';
import type { Mail } from './send-mail';

/** The email with the one-time link to /reset-password/{token}. */
export function passwordResetMail(to: string, link: string): Mail {
  const text = [
    'Здравствуйте!',
    '',
    `Вы (или кто-то другой) запросили восстановление пароля в интернет-магазине «${shop.name}».`,
    'Чтобы задать новый пароль, перейдите по ссылке (она действует 1 час и только один раз):',
    link,
    '',
    'Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.',
    '',
    `«${shop.name}», ${shop.phone}`,
  ].join('\n');
  const html = `<p>Здравствуйте!</p>
<p>Вы (или кто-то другой) запросили восстановление пароля в интернет-магазине «${escapeHtml(shop.name)}».</p>
<p><a href="${escapeHtml(link)}">Задать новый пароль</a> — ссылка действует 1 час и только один раз.</p>
<p>Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.</p>
<p>«${escapeHtml(shop.name)}», ${escapeHtml(shop.phone)}</p>`;
  return { to, subject: `Восстановление пароля — ${shop.name}`, text, html };
}
