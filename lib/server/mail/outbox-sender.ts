// The outbox sender: takes due letters from the `outbox` table and sends them through SMTP_URL. A letter is
// claimed by pushing its next_attempt_at forward (FOR UPDATE SKIP LOCKED), so several instances on one PostgreSQL
// never send the same letter twice at once, and no transaction stays open while the mail server talks. A failed
// send is retried with exponential backoff; after MAX_ATTEMPTS the letter is given up (failed_at) and shown to
// staff on the dashboard. After a successful send the body is cleared: a password-reset link must not stay in
// the database in clear text.
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Db } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { shop } from '@/lib/config/shop';
import { processState } from '@/lib/process-registry';
import { serverEnv } from '@/lib/server/env';
import { openLetterBody } from './sealed-letter';

/** What the outbox says instead of the body of a letter that went out by SMTP. */
export const SENT_BY_SMTP = '(отправлено по SMTP, текст письма не хранится)';

export const MAX_ATTEMPTS = 8;
/** While a claimed letter is being sent, no other sweep takes it; a crashed sender's letter is retried after this. */
const CLAIM_SECONDS = 300;
/** Letters that waited this long without SMTP are history, not to be sent when SMTP is configured later. */
const FRESH_HOURS = 48;
const BATCH = 20;

/** A mail server that does not answer must not hold a sender for minutes (nodemailer's defaults). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 10_000, dnsTimeout: 10_000 };

// A module variable: the route handlers (deliverNow) and the background jobs each build one transport, which is
// only its settings (a connection per letter unless SMTP_URL asks for a pool), so one per layer costs nothing.
let smtp: Promise<Transporter> | undefined;

function transport(url: string): Promise<Transporter> {
  // Options given in the URL's query win over these defaults.
  smtp ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }));
  return smtp;
}

/**
 * Seconds to wait before attempt `attempts + 1` after `attempts` failures: the base (the jobs' interval) doubled
 * each time, at most an hour; null once the letter is to be given up.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return Math.min(baseSeconds * 2 ** (attempts - 1), 3600);
}

type OutboxRow = typeof outbox.$inferSelect;

const due = () =>
  and(
    isNull(outbox.sentAt),
    isNull(outbox.failedAt),
    lte(outbox.nextAttemptAt, sql`now()`),
    gt(outbox.createdAt, sql`now() - make_interval(hours => ${FRESH_HOURS})`),
  );

/** Claims letters (all due ones, or one by id) for this sender; each claim counts as an attempt. */
async function claim(db: Db, id?: number): Promise<OutboxRow[]> {
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(id === undefined ? due() : and(due(), eq(outbox.id, id)))
    .orderBy(asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(inArray(outbox.id, candidates))
    .returning();
}

async function send(db: Db, url: string, letter: OutboxRow): Promise<void> {
  try {
    await (
      await transport(url)
    ).sendMail({
      from: serverEnv().MAIL_FROM ?? `"${shop.name}" <${shop.email}>`,
      to: letter.to,
      subject: letter.subject,
      text: await openLetterBody(letter.text),
      html: letter.html === null ? undefined : await openLetterBody(letter.html),
    });
  } catch (error) {
    const message = (error as Error).message.slice(0, 500);
    const delay = retryDelaySeconds(letter.attempts, serverEnv().JOBS_INTERVAL_SEC);
    await db
      .update(outbox)
      .set(
        delay === null
          ? { lastError: message, failedAt: sql`now()` }
          : { lastError: message, nextAttemptAt: sql`now() + make_interval(secs => ${delay})` },
      )
      .where(eq(outbox.id, letter.id));
    throw error;
  }
  await db
    .update(outbox)
    .set({ sentAt: sql`now()`, text: SENT_BY_SMTP, html: null, lastError: null })
    .where(eq(outbox.id, letter.id));
}

/** Sends one letter now (a password-reset link the shopper waits for); a refused send throws. */
export async function deliverNow(db: Db, id: number): Promise<void> {
  const url = serverEnv().SMTP_URL;
  if (!url) return;
  for (const letter of await claim(db, id)) await send(db, url, letter);
}

/** Sends every due letter; failures are recorded on the letters and logged, never thrown. */
export async function sweepOutbox(db: Db): Promise<number> {
  const url = serverEnv().SMTP_URL;
  if (!url) return 0;
  let sent = 0;
  for (;;) {
    const letters = await claim(db);
    for (const letter of letters) {
      try {
        await send(db, url, letter);
        sent++;
      } catch (error) {
        console.error(
          `[mail] letter ${letter.id} to ${letter.to} not sent (attempt ${letter.attempts}):`,
          (error as Error).message,
        );
      }
    }
    if (letters.length < BATCH) return sent;
  }
}

/** Called by the jobs runner at start: how a committed letter asks for an early sweep (lib/process-registry.ts). */
export function setOutboxWaker(waker: (() => void) | null): void {
  processState.outboxWaker = waker;
}

/** After a commit that wrote letters: send them now rather than at the next periodic sweep. */
export function wakeOutboxSender(): void {
  if (serverEnv().SMTP_URL) processState.outboxWaker?.();
}
