import { customerSearchQuery, type CustomerList } from '@/lib/api/admin/customers';
import { getDb } from '@/lib/db/client';
import { searchCustomers } from '@/lib/server/admin/customers/customers';
import { readQuery } from '@/lib/server/http/parse';
import { json } from '@/lib/server/http/respond';
import { adminRoute } from '@/lib/server/staff/admin-route';

/** Customers by email (part of it) or phone (any way of writing it), a page at a time; each page audited. */
export const GET = adminRoute('customers', async ({ request, actor }) => {
  const { q, page } = readQuery(request, customerSearchQuery);
  return json<CustomerList>({ success: true, error: null, ...(await searchCustomers(await getDb(), q, page, actor)) });
});
