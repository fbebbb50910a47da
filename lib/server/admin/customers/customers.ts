// Customers as the back office sees them: found by email or phone, with their orders and consent records.
// A customer's orders are those of their account and those placed as a guest with the same email. Every look at
// customers' personal data (a page of the list, a customer's card) is in the audit log: who saw whom, from where.
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerDetail, CustomerRow } from '@/lib/api/admin/customers';
import type { DbOrTx } from '@/lib/db/client';
import { onPage } from '@/lib/db/paging';
import { orders, subscribers, users } from '@/lib/db/schema';
import { formatPhone } from '@/lib/format/phone';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit, type Actor } from '@/lib/server/staff/audit';

export const CUSTOMERS_PAGE_SIZE = 30;
/** The email an account deleted on request is left with (`.invalid` never delivers). */
export const deletedEmail = (id: number) => `deleted-${id}@deleted.invalid`;

export const CUSTOMER_NOT_FOUND = 'Покупатель не найден';

/** Orders of the account or placed as a guest with its email. */
export const ordersOf = (user: { id: number; email: string }): SQL =>
  or(eq(orders.userId, user.id), and(isNull(orders.userId), eq(sql`lower(${orders.email})`, user.email)))!;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const rowColumns = {
  id: users.id,
  email: users.email,
  surname: users.surname,
  name: users.name,
  phone: users.phone,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
  // `${users}.id`, not `${users.id}`: drizzle writes a selected column without its table, and inside this subquery
  // a bare "id" / "email" would name the order's own columns (every guest order then counted for everyone).
  orders: sql<number>`(select count(*) from ${orders} o where o.user_id = ${users}.id
    or (o.user_id is null and lower(o.email) = ${users}.email))`.mapWith(Number),
};

type Row = {
  id: number;
  email: string;
  surname: string;
  name: string;
  phone: string;
  createdAt: Date;
  disabledAt: Date | null;
  orders: number;
};

const toRow = (r: Row): CustomerRow => ({
  id: r.id,
  email: r.email,
  name: [r.surname, r.name].filter(Boolean).join(' '),
  phone: r.phone,
  created_at: r.createdAt.toISOString(),
  orders: r.orders,
  deleted: r.email === deletedEmail(r.id),
});

/**
 * Customers whose email contains `q`, or whose phone is `q` written any way; everyone, newest first, without `q`.
 * One audit entry per page shown, naming the search and the customers on it.
 */
export async function searchCustomers(db: DbOrTx, q: string, page: number, viewer: Actor) {
  // Only digits and phone punctuation read as a phone: an email may hold enough digits to look like one.
  const phone = /^[\d\s()+-]+$/.test(q) ? formatPhone(q) : null;
  const match = !q
    ? undefined
    : phone
      ? eq(users.phone, phone)
      : ilike(users.email, `%${escapeLike(q.toLowerCase())}%`);
  const where = and(eq(users.role, 'customer'), match);
  const [rows, total] = await Promise.all([
    onPage(
      db.select(rowColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
      page,
      CUSTOMERS_PAGE_SIZE,
    ),
    db.$count(users, where),
  ]);
  await recordAudit(db, viewer, {
    action: 'customer.list_view',
    entity: 'customer',
    entityId: 'list',
    after: { q, page, customer_ids: rows.map((r) => r.id) },
  });
  return { customers: rows.map(toRow), total, page, page_size: CUSTOMERS_PAGE_SIZE };
}

export async function findCustomer(db: DbOrTx, id: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  if (!user) throw notFound(CUSTOMER_NOT_FOUND);
  return user;
}

/** A customer's card (profile, orders, consents); the look is audited. */
export async function customerDetail(db: DbOrTx, id: number, viewer: Actor): Promise<CustomerDetail> {
  const user = await findCustomer(db, id);
  await recordAudit(db, viewer, { action: 'customer.view', entity: 'customer', entityId: id });
  const [[row], list, [subscription]] = await Promise.all([
    db.select(rowColumns).from(users).where(eq(users.id, id)),
    db
      .select({
        number: orders.number,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
        consentAt: orders.consentAt,
        consentAddress: orders.consentAddress,
        consentVersion: orders.consentVersion,
      })
      .from(orders)
      .where(ordersOf(user))
      .orderBy(desc(orders.createdAt)),
    db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.email, user.email)),
  ]);
  return {
    ...toRow(row),
    surname: user.surname,
    first_name: user.name,
    middle_name: user.middleName,
    city: user.city,
    address: user.address,
    postcode: user.postcode,
    subscribed: subscription !== undefined,
    order_list: list.map((o) => ({
      number: o.number,
      status: o.status,
      total: o.total,
      created_at: o.createdAt.toISOString(),
    })),
    consents: list.map((o) => ({
      order_number: o.number,
      at: o.consentAt.toISOString(),
      address: o.consentAddress,
      version: o.consentVersion,
    })),
  };
}
