// Back office: the inbox of shoppers' messages — questions, wholesale requests, «что можно улучшить» notes.
import { z } from 'zod';
import { INBOX_ANSWER_MAX } from '@/lib/config/back-office-limits';
import { adminPage, type Paged } from './paging';

export const INBOX_KINDS = ['question', 'wholesale', 'improve'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** GET /api/admin/inbox?kind=&status=open|answered&page= (kind: question when absent; no status: both). */
export const inboxQuery = z.object({
  kind: z.enum(INBOX_KINDS).default('question'),
  status: z.enum(['open', 'answered']).optional(),
  page: adminPage,
});

/** POST /api/admin/inbox/{kind}/{id}/answer: with `text`, a letter to the sender; without, only marked answered. */
export const inboxAnswerRequest = z.object({ text: z.string().trim().max(INBOX_ANSWER_MAX).optional() });

export type InboxItem = {
  kind: InboxKind;
  id: number;
  created_at: string;
  answered_at: string | null;
  answer: string | null;
  name: string | null;
  /** Where a reply goes; null when the sender left none (a page note may have no address). */
  email: string | null;
  phone: string | null;
  text: string;
  /** A page note: the address of the page it was sent from. */
  url: string | null;
  /** A wholesale request: the company and the rest of its form. */
  company: string | null;
  details: Record<string, string> | null;
};

export type InboxResponse = { success: true; items: InboxItem[]; open: Record<InboxKind, number> } & Paged;
export type InboxAnswerResponse = { success: true; item: InboxItem; mailed: boolean };
