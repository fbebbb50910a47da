// Outgoing email goes through the durable outbox: a letter is written to the `outbox` table (in the transaction of
// what caused it, when there is one) and sent from there by the sender (./outbox-sender.ts) through SMTP_URL. A
// failed send is retried with backoff, and a restart loses nothing. Without SMTP the outbox is the delivery
// channel: the letter waits there, where a local shop's operator and the tests read it.
import type { Db, DbOrTx } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { deliverNow, SENT_BY_SMTP, wakeOutboxSender } from './outbox-sender';
import { sealLetterBody } from './sealed-letter';

export type Mail = { to: string; subject: string; text: string; html?: string };

export const smtpConfigured = () => Boolean(serverEnv().SMTP_URL);

/**
 * Writes the letter to the outbox (its body sealed: ./sealed-letter.ts), in the caller's transaction: it exists exactly when what caused it committed.
 * The caller wakes the sender after its commit (`wakeOutboxSender()`), else the periodic sweep finds it.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: await sealLetterBody(mail.text),
      html: mail.html === undefined ? null : await sealLetterBody(mail.html),
    })
    .returning({ id: outbox.id });
  return row.id;
}

/**
 * A letter outside any transaction (e.g. a password-reset link): written to the outbox and, with SMTP, sent at
 * once. A refused send throws (the caller tells the shopper) and leaves the letter to the sender's retries.
 */
export async function sendMail(db: Db, mail: Mail): Promise<void> {
  const id = await enqueueMail(db, mail);
  if (smtpConfigured()) await deliverNow(db, id);
}

export { SENT_BY_SMTP, wakeOutboxSender };
