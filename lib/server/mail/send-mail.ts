// Outgoing email: SMTP through SMTP_URL (nodemailer); without it the message waits in the `outbox` table, where a
// local shop's operator and the tests read it. With SMTP the outbox keeps only a record (recipient, subject, when
// sent) and never the body: a password-reset link must not lie in the database in clear text.
import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { DbOrTx } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { shop } from '@/lib/config/shop';
import { serverEnv } from '@/lib/server/env';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** What the outbox says instead of the body of a message that went out by SMTP. */
export const SENT_BY_SMTP = '(отправлено по SMTP, текст письма не хранится)';

/** A mail server that does not answer must not hold a shopper's request for minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000, dnsTimeout: 10_000 };

const GLOBAL_KEY = Symbol.for('kukly-shop.smtp');
type Holder = { [GLOBAL_KEY]?: Promise<Transporter> };

function transport(url: string): Promise<Transporter> {
  const holder = globalThis as Holder;
  // Options given in the URL's query win over these defaults.
  holder[GLOBAL_KEY] ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }));
  return holder[GLOBAL_KEY];
}

/**
 * Without SMTP the message is written to the outbox (the delivery channel). With SMTP it is sent, and the outbox
 * gets only its metadata; a refused send throws (the caller tells the shopper) and leaves the record unsent.
 */
export async function sendMail(db: DbOrTx, mail: Mail): Promise<void> {
  const { SMTP_URL: url, MAIL_FROM } = serverEnv();
  if (!url) {
    await db.insert(outbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    return;
  }
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: SENT_BY_SMTP, html: null })
    .returning({ id: outbox.id });
  await (await transport(url)).sendMail({
    from: MAIL_FROM ?? `"${shop.name}" <${shop.email}>`,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  await db.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, row.id));
}
