// The back office's inbox: questions (/feedback), wholesale requests (/wholesale) and «что можно улучшить» notes
// (any page), newest first. Answering stores the reply, marks the message answered and — with a reply and an
// address to send it to — writes the letter in the same transaction, so a reply is never recorded unsent or sent
// unrecorded.
import { count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { InboxItem, InboxKind, InboxResponse } from '@/lib/api/admin/inbox';
import { INBOX_KINDS } from '@/lib/api/admin/inbox';
import { pagesOf } from '@/lib/api/admin/paging';
import type { Db, DbOrTx } from '@/lib/db/client';
import { onPage } from '@/lib/db/paging';
import { pageFeedback, shopQuestions, wholesaleRequests } from '@/lib/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { inboxReplyMail } from '@/lib/server/mail/inbox-reply-mail';
import { enqueueMail, wakeOutboxSender } from '@/lib/server/mail/send-mail';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

export const INBOX_PER_PAGE = 20;

type Question = typeof shopQuestions.$inferSelect;
type Wholesale = typeof wholesaleRequests.$inferSelect;
type PageNote = typeof pageFeedback.$inferSelect;

const base = (r: { id: number; createdAt: Date; answeredAt: Date | null; answer: string | null }) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  answered_at: r.answeredAt?.toISOString() ?? null,
  answer: r.answer,
});

const empty = { name: null, email: null, phone: null, url: null, company: null, details: null };

/** What differs between the three kinds: the table, how a row reads, and the subject of a reply. */
const KINDS = {
  question: {
    table: shopQuestions,
    entity: 'shop_question',
    action: 'question.answer',
    subject: 'Ответ на ваш вопрос',
    item: (r: Question): InboxItem => ({
      ...empty,
      ...base(r),
      kind: 'question',
      name: r.name,
      email: r.email,
      phone: r.phone || null,
      text: r.text,
    }),
  },
  wholesale: {
    table: wholesaleRequests,
    entity: 'wholesale_request',
    action: 'wholesale.answer',
    subject: 'Ответ на оптовую заявку',
    item: (r: Wholesale): InboxItem => ({
      ...empty,
      ...base(r),
      kind: 'wholesale',
      name: r.name,
      email: r.email,
      phone: r.phone,
      text: r.comment,
      company: r.company,
      details: Object.fromEntries(Object.entries({ ИНН: r.inn, Город: r.city }).filter(([, v]) => v)) as Record<
        string,
        string
      >,
    }),
  },
  improve: {
    table: pageFeedback,
    entity: 'page_feedback',
    action: 'feedback.answer',
    subject: 'Ответ на ваше предложение',
    item: (r: PageNote): InboxItem => ({
      ...empty,
      ...base(r),
      kind: 'improve',
      email: r.email,
      text: r.text,
      url: r.url,
    }),
  },
} as const;

type InboxTable = (typeof KINDS)[InboxKind]['table'];

const itemOf = (kind: InboxKind, row: unknown): InboxItem => (KINDS[kind].item as (r: unknown) => InboxItem)(row);

const statusFilter = (table: InboxTable, status?: 'open' | 'answered'): SQL | undefined =>
  status === 'open' ? isNull(table.answeredAt) : status === 'answered' ? isNotNull(table.answeredAt) : undefined;

/** Messages not answered yet, per kind (the tabs and the dashboard). */
export async function openInboxCounts(db: DbOrTx): Promise<Record<InboxKind, number>> {
  const counts = await Promise.all(
    INBOX_KINDS.map(async (kind) => {
      const table: InboxTable = KINDS[kind].table;
      const [{ n }] = await db.select({ n: count() }).from(table).where(isNull(table.answeredAt));
      return [kind, n] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<InboxKind, number>;
}

export async function listInbox(
  db: DbOrTx,
  { kind, status, page }: { kind: InboxKind; status?: 'open' | 'answered'; page: number },
): Promise<InboxResponse> {
  const table: InboxTable = KINDS[kind].table;
  const where = statusFilter(table, status);
  const [rows, total, open] = await Promise.all([
    onPage(
      db.select().from(table).where(where).orderBy(desc(table.createdAt), desc(table.id)).$dynamic(),
      page,
      INBOX_PER_PAGE,
    ),
    db.$count(table, where),
    openInboxCounts(db),
  ]);
  return {
    success: true,
    items: rows.map((r) => itemOf(kind, r)),
    open,
    total,
    page,
    pages: pagesOf(total, INBOX_PER_PAGE),
  };
}

/**
 * Marks a message answered; with `text`, stores it as the reply and writes the letter to the sender (refused with
 * a 400 when the sender left no address). `mailed` says whether a letter went.
 */
export async function answerInboxItem(
  db: Db,
  actor: Actor,
  kind: InboxKind,
  id: number,
  text: string | undefined,
): Promise<{ item: InboxItem; mailed: boolean }> {
  const { table, subject, entity, action } = KINDS[kind];
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound('Сообщение не найдено');
    const before = itemOf(kind, row);
    const reply = text || null;
    if (reply && !before.email) {
      throw badRequest('Отправитель не оставил адреса: ответить письмом нельзя', { text: 'у отправителя нет адреса' });
    }
    const [updated] = await tx
      .update(table)
      .set({ answeredAt: sql`coalesce(${table.answeredAt}, now())`, ...(reply ? { answer: reply } : {}) })
      .where(eq(table.id, id))
      .returning();
    const after = itemOf(kind, updated);
    // Written to the outbox with the answer and sent after the commit: a refusing mail server cannot lose the
    // answer (the outbox retries it).
    if (reply && before.email) {
      await enqueueMail(
        tx,
        inboxReplyMail({ to: before.email, name: before.name, subject, reply, original: before.text }),
      );
    }
    await recordAudit(tx, actor, {
      action,
      entity,
      entityId: id,
      before: { answered_at: before.answered_at, answer: before.answer },
      after: { answered_at: after.answered_at, answer: after.answer, mailed_to: reply ? before.email : null },
    });
    return { item: after, mailed: Boolean(reply) };
  });
  if (result.mailed) wakeOutboxSender();
  return result;
}
