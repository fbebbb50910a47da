// GET /api/test/outbox?to= (only with SHOP_TEST_MODE=1): the mail the shop "sent", newest first.
import { z } from 'zod';
import { email } from './fields';

export const outboxQuery = z.object({ to: email });

export type OutboxMessage = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
};
export type OutboxResponse = { messages: OutboxMessage[] };
