import type { Db } from '@/lib/db/client';
import { pageFeedback } from '@/lib/db/schema';

export async function savePageFeedback(
  db: Db,
  input: { url: string; text: string; email?: string; clientAddress: string },
): Promise<void> {
  await db.insert(pageFeedback).values({
    url: input.url,
    text: input.text,
    email: input.email || null,
    clientAddress: input.clientAddress,
  });
}
