import { outboxQuery } from '@/lib/api/outbox';
import type { OutboxResponse } from '@/lib/api/outbox';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/lib/server/http/endpoint';
import { notFound } from '@/lib/server/http/errors';
import { cameFromThisMachine } from '@/lib/server/http/loopback';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { outboxReadable, readOutbox } from '@/lib/server/mail/outbox';

export const dynamic = 'force-dynamic';

/**
 * Test suites read the emails the shop wrote: only with SHOP_TEST_MODE=1, and only for a client on this machine
 * (the socket's address, not X-Forwarded-For). Otherwise this path does not exist, so the query is read only
 * after that check.
 */
export const GET = endpoint({ cache: 'personal' }, async ({ request }) => {
  if (!outboxReadable() || !cameFromThisMachine(request)) throw notFound('Метод API не найден');
  const { to } = readQuery(request, outboxQuery);
  return json<OutboxResponse>({ messages: await readOutbox(await getDb(), to) });
});
