import { shop } from '@/lib/config/shop';
import { escapeHtml } from './escape-html';
import type { Mail } from './send-mail';

/** A notice to the shop's mailbox about a question or a wholesale request (the record itself is in the DB). */
export function shopNoticeMail(subject: string, fields: Record<string, string | undefined>): Mail {
  const lines = Object.entries(fields).filter(([, v]) => v);
  return {
    to: shop.email,
    subject,
    text: lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
    html: `<dl>${lines.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v ?? '').replace(/\n/g, '<br>')}</dd>`).join('')}</dl>`,
  };
}
