import { customerIdParam } from '@/lib/api/admin/customers';
import { getDb } from '@/lib/db/client';
import { exportCustomerData } from '@/lib/server/admin/customers/personal-data';
import { validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** Everything the shop keeps about the customer, as a JSON file to hand over on their request (152-ФЗ). */
export const GET = adminRoute<{ id: string }>('customerData', async ({ params, actor }) => {
  const { id } = validate(customerIdParam, params);
  const data = await exportCustomerData(await getDb(), id, actor);
  return json(data, { headers: { 'Content-Disposition': `attachment; filename="customer-${id}.json"` } });
});
