import { customerIdParam } from '@/lib/api/admin/customers';
import { bonusAdjustRequest, type BonusAdjustResponse } from '@/lib/api/bonuses';
import { getDb } from '@/lib/db/client';
import { adjustBonuses, customerLedger } from '@/lib/server/admin/customers/customer-bonuses';
import { readJson, validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** The customer's bonus ledger: balance, points waiting, every entry. */
export const GET = adminRoute<{ id: string }>('customers', async ({ params }) => {
  const { id } = validate(customerIdParam, params);
  return json({ success: true, error: null, ledger: await customerLedger(await getDb(), id) });
});

/** A manual credit or debit with the reason the customer sees; audited. */
export const POST = adminRoute<{ id: string }>('bonuses', async ({ request, params, actor }) => {
  const { id } = validate(customerIdParam, params);
  const input = await readJson(request, bonusAdjustRequest);
  const { balance } = await adjustBonuses(await getDb(), id, input, actor);
  return json<BonusAdjustResponse>({ success: true, balance });
});
