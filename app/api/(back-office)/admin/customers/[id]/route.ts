import { customerIdParam, type CustomerAnswer, type CustomerDeleted } from '@/lib/api/admin/customers';
import { getDb } from '@/lib/db/client';
import { customerDetail } from '@/lib/server/admin/customers/customers';
import { deleteCustomer } from '@/lib/server/admin/customers/personal-data';
import { validate } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** A customer's profile, orders and consent records; the look is audited. */
export const GET = adminRoute<{ id: string }>('customers', async ({ params, actor }) => {
  const { id } = validate(customerIdParam, params);
  return json<CustomerAnswer>({ success: true, error: null, customer: await customerDetail(await getDb(), id, actor) });
});

/** Deletes the account on the customer's request (152-ФЗ); orders stay, anonymised. */
export const DELETE = adminRoute<{ id: string }>('customerData', async ({ params, actor }) => {
  const { id } = validate(customerIdParam, params);
  const { ordersAnonymised } = await deleteCustomer(await getDb(), id, actor);
  return json<CustomerDeleted>({ success: true, error: null, orders_anonymised: ordersAnonymised });
});
