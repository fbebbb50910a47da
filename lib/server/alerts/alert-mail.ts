// The letters of the alerts: a product is back in stock, a wishlist product got cheaper. Each names the product
// with a link to it and ends with the «Отписаться» link (./unsubscribe-token.ts); and the confirmation letter of an
// alert for an address that has not agreed yet (./confirm-token.ts).
import { shop } from '@/lib/config/shop';
import { productPath } from '@/lib/catalog/paths';
import { formatPrice } from '@/lib/format/price';
import { absoluteUrl } from '@/lib/seo/site-url';
import { escapeHtml } from '@/lib/server/mail/escape-html';
import type { Mail } from '@/lib/server/mail/send-mail';
import { unsubscribeToken } from './unsubscribe-token';

export type AlertProduct = { name: string; alias: string; price: number };

async function alertLetter(
  to: string,
  subject: string,
  lines: string[],
  why: string,
  product: AlertProduct,
): Promise<Mail> {
  const link = absoluteUrl(productPath(product.alias));
  const leave = absoluteUrl(`/alerts/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(to))}`);
  const text = [
    'Здравствуйте!',
    '',
    ...lines,
    `${product.name}: ${link}`,
    '',
    why,
    `Отписаться от всех уведомлений о товарах: ${leave}`,
    '',
    `«${shop.name}», ${shop.phone}`,
  ].join('\n');
  const html =
    `<p>Здравствуйте!</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(product.name)}</a></p>` +
    `<p style="color:#666;font-size:13px">${escapeHtml(why)} <a href="${escapeHtml(leave)}">Отписаться от всех уведомлений о товарах</a></p>` +
    `<p>«${escapeHtml(shop.name)}», ${escapeHtml(shop.phone)}</p>`;
  return { to, subject: `${subject} — ${shop.name}`, text, html };
}

export function backInStockMail(to: string, product: AlertProduct): Promise<Mail> {
  return alertLetter(
    to,
    `Снова в наличии: ${product.name}`,
    [
      `Товар, о котором вы просили сообщить, снова в наличии — ${formatPrice(product.price)}. Успейте заказать, пока он не закончился.`,
    ],
    'Вы получили это письмо, потому что попросили сообщить о поступлении товара. Это письмо одно: больше о нём писать не будем.',
    product,
  );
}

export function priceDropMail(to: string, product: AlertProduct, before: number): Promise<Mail> {
  return alertLetter(
    to,
    `Подешевело: ${product.name}`,
    [`Товар из вашего избранного подешевел: ${formatPrice(product.price)} вместо ${formatPrice(before)}.`],
    'Вы получили это письмо, потому что включили в избранном уведомления о снижении цен.',
    product,
  );
}

/**
 * The confirmation letter of an alert made for an address the shop has not seen agree (a guest's «Сообщить о
 * поступлении», or an address that unsubscribed): one link, nothing else the shop would write later. Whoever did
 * not ask simply ignores it — no alert letter follows.
 */
function confirmLetter(to: string, subject: string, what: string, token: string): Mail {
  const link = absoluteUrl(`/alerts/confirm?token=${encodeURIComponent(token)}`);
  const ignore = 'Если вы ничего не просили, просто не открывайте ссылку: писем от нас об этом не будет.';
  const text = [
    'Здравствуйте!',
    '',
    `${what} Подтвердите, что это ваш адрес: ${link}`,
    '',
    ignore,
    '',
    `«${shop.name}», ${shop.phone}`,
  ].join('\n');
  const html =
    `<p>Здравствуйте!</p><p>${escapeHtml(what)}</p>` +
    `<p><a href="${escapeHtml(link)}">Подтвердить адрес</a></p>` +
    `<p style="color:#666;font-size:13px">${escapeHtml(ignore)}</p>` +
    `<p>«${escapeHtml(shop.name)}», ${escapeHtml(shop.phone)}</p>`;
  return { to, subject: `${subject} — ${shop.name}`, text, html };
}

export function confirmStockAlertMail(to: string, productName: string, token: string): Mail {
  return confirmLetter(
    to,
    'Подтвердите подписку на поступление товара',
    `На этот адрес попросили сообщить, когда товар «${productName}» снова будет в наличии.`,
    token,
  );
}

export function confirmPriceWatchMail(to: string, token: string): Mail {
  return confirmLetter(
    to,
    'Подтвердите письма о снижении цен',
    'В аккаунте с этим адресом включили письма о снижении цен на товары из избранного.',
    token,
  );
}
