// The demo shop's promo codes (documented in the README), added with the demo catalogue and never without it.
import type { DbOrTx } from '@/lib/db/client';
import { promoCodes } from '@/lib/db/schema';

const DEMO_PROMO_CODES = [
  /** −10 % from 1 000 ₽. */
  { code: 'KUKLA10', kind: 'percent', value: 10, minOrder: 1000, usageLimit: null },
  /** −300 ₽ from 2 000 ₽, 1 000 uses. */
  { code: 'PODAROK300', kind: 'fixed', value: 300, minOrder: 2000, usageLimit: 1000 },
] as const;

export async function insertDemoPromoCodes(db: DbOrTx): Promise<void> {
  await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES.map((p) => ({ ...p })))
    .onConflictDoNothing();
}
