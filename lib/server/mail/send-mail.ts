// Outgoing email: SMTP through SMTP_URL (nodemailer); without it the message waits in the `outbox` table,
// where a local shop's operator and the tests read it. Every message is recorded in the outbox either way.
import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { DbOrTx } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { shop } from '@/lib/config/shop';
import { serverEnv } from '@/lib/server/env';

export type Mail = { to: string; subject: string; text: string; html?: string };

const GLOBAL_KEY = Symbol.for('kukly-shop.smtp');
type Holder = { [GLOBAL_KEY]?: Promise<Transporter> };

function transport(url: string): Promise<Transporter> {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url));
  return holder[GLOBAL_KEY];
}

/** Records the message and, with SMTP configured, sends it; a refused send throws (the caller tells the shopper). */
export async function sendMail(db: DbOrTx, mail: Mail): Promise<void> {
  const [row] = await db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: outbox.id });
  const url = serverEnv().SMTP_URL;
  if (!url) return;
  await (await transport(url)).sendMail({
    from: process.env.MAIL_FROM || `"${shop.name}" <${shop.email}>`,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  await db.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, row.id));
}
