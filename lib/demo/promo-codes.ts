// The demo shop's promo codes (documented in the README), added together with the demo catalogue and never without
// it: a shop that brings its own catalogue has no codes it did not make.
import type { DbOrTx } from '@/lib/db/client';
import { promoCodes } from '@/lib/db/schema';

/** −10 % from 1 000 ₽; −300 ₽ from 2 000 ₽ (at most 1 000 uses). */
const DEMO_PROMO_CODES = [
  { code: 'KUKLA10', kind: 'percent', value: 10, minOrder: 1000, usageLimit: null },
  { code: 'PODAROK300', kind: 'fixed', value: 300, minOrder: 2000, usageLimit: 1000 },
] as const;

export async function seedDemoPromoCodes(db: DbOrTx): Promise<void> {
  await db
    .insert(promoCodes)
    .values(DEMO_PROMO_CODES.map((p) => ({ ...p })))
    .onConflictDoNothing();
}
