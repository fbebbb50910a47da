import type { Db } from '@/lib/db/client';
import { subscribers } from '@/lib/db/schema';

/** Adds an address to the mailing list; subscribing twice is harmless. Returns whether it is new. */
export async function subscribe(db: Db, email: string): Promise<boolean> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning({ email: subscribers.email });
  return inserted.length > 0;
}
