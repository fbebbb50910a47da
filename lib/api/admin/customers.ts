// Customers in the back office: GET /api/admin/customers?q=&page=, GET /api/admin/customers/{id},
// GET /api/admin/customers/{id}/export (152-ФЗ: everything the shop keeps about a person), DELETE …/{id}.
import { z } from 'zod';
import { idPathParam } from '@/lib/api/fields';

export const customerSearchQuery = z.object({
  q: z.string().trim().max(100, 'не больше 100 символов').default(''),
  page: z.coerce
    .number({ message: 'номер страницы — число' })
    .int()
    .min(1, 'страницы начинаются с 1')
    .max(100_000)
    .default(1),
});

export const customerIdParam = idPathParam;

export type CustomerRow = {
  id: number;
  email: string;
  name: string;
  phone: string;
  created_at: string;
  orders: number;
  /** Deleted on request: only an anonymised shell is left. */
  deleted: boolean;
};

export type CustomerList = {
  success: true;
  error: null;
  customers: CustomerRow[];
  total: number;
  page: number;
  page_size: number;
};

export type CustomerConsent = { order_number: string; at: string; address: string; version: string };

export type CustomerDetail = CustomerRow & {
  surname: string;
  first_name: string;
  middle_name: string;
  city: string;
  address: string;
  postcode: string;
  subscribed: boolean;
  order_list: { number: string; status: string; total: number; created_at: string }[];
  consents: CustomerConsent[];
};

export type CustomerAnswer = { success: true; error: null; customer: CustomerDetail };
export type CustomerDeleted = { success: true; error: null; orders_anonymised: number };
