import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@/lib/api/outbox';
import type { DbOrTx } from '@/lib/db/client';
import { outbox } from '@/lib/db/schema';
import { serverEnv } from '@/lib/server/env';
import { openLetterBody } from './sealed-letter';

/** Test mode only (SHOP_TEST_MODE=1): lets the test suites read what the shop "sent". */
export const outboxReadable = () => serverEnv().SHOP_TEST_MODE;

export async function readOutbox(db: DbOrTx, to: string, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(limit);
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: await openLetterBody(r.text),
      html: r.html === null ? null : await openLetterBody(r.html),
      created_at: r.createdAt.toISOString(),
    })),
  );
}
