import { shop } from '@/lib/config/shop';
import { escapeHtml } from './escape-html';
import type { Mail } from './send-mail';
import { unlinkable } from './unlinkable';

/**
 * The shop's reply to a question, a wholesale request or a page note, quoting what the sender wrote. The sender's
 * name and words go to the address they typed, so they are made unlinkable (./unlinkable.ts); the reply is staff's.
 */
export function inboxReplyMail(input: {
  to: string;
  name: string | null;
  subject: string;
  reply: string;
  original: string;
}): Mail {
  const greeting = input.name ? `Здравствуйте, ${unlinkable(input.name)}!` : 'Здравствуйте!';
  const original = unlinkable(input.original);
  const quoted = original.split('\n').map((line) => `> ${line}`);
  const signature = `«${shop.name}», ${shop.phone}, ${shop.email}`;
  const text = [greeting, '', input.reply, '', 'Вы писали нам:', ...quoted, '', signature].join('\n');
  const paragraphs = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${paragraphs(input.reply)}</p>
<p>Вы писали нам:</p>
<blockquote>${paragraphs(original)}</blockquote>
<p>${escapeHtml(signature)}</p>`;
  return { to: input.to, subject: `${input.subject} — ${shop.name}`, text, html };
}
