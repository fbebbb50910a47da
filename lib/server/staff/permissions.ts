// Who may do what in the back office. One table: every admin handler and page names the area it belongs to, and
// this decides. `admin` may do everything; `manager` runs the day (orders, customers' messages, reviews, products)
// but not staff, settings, promo codes, the audit log or exports of personal data.
import type { StaffRole, UserRole } from '@/lib/db/schema';

export const STAFF_AREAS = {
  dashboard: ['manager', 'admin'],
  orders: ['manager', 'admin'],
  inbox: ['manager', 'admin'],
  reviews: ['manager', 'admin'],
  products: ['manager', 'admin'],
  /** Looking a customer up to handle an order; exporting or deleting their data is `customerData`. */
  customers: ['manager', 'admin'],
  customerData: ['admin'],
  /** Crediting or debiting a customer's bonus points by hand (points are money: 1 point = 1 ₽). */
  bonuses: ['admin'],
  promoCodes: ['admin'],
  delivery: ['admin'],
  settings: ['admin'],
  staff: ['admin'],
  audit: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffArea = keyof typeof STAFF_AREAS;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Администратор', manager: 'Менеджер' };

export function isStaffRole(role: UserRole): role is StaffRole {
  return role === 'admin' || role === 'manager';
}

export function mayEnter(role: UserRole, area: StaffArea): boolean {
  return isStaffRole(role) && (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);
}
