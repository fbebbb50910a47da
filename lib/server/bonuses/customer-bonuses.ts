// GET /api/bonuses: the customer's points, read with the customer locked (the expiry written down first, so the
// history shows it).
import type { BonusesResponse } from '@/lib/api/bonuses';
import type { Db } from '@/lib/db/client';
import { bonusSummary, lockCustomer } from './ledger';

export async function customerBonuses(db: Db, customerId: number): Promise<BonusesResponse> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    return bonusSummary(tx, customerId);
  });
}
