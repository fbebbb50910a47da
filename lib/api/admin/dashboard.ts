// GET /api/admin/dashboard: the morning screen's figures (also rendered by the /admin page).
import type { ApiSuccess } from '@/lib/api/types';
import type { AdminOrderRow } from './orders';

export type DashboardWarning = {
  kind:
    'test_payments' | 'payments_off' | 'no_smtp' | 'mail_failed' | 'late_payment' | 'refund_failed' | 'refund_pending';
  text: string;
  count?: number;
};

export type Dashboard = {
  /** Paid online orders and orders being assembled (cash on delivery starts there). */
  to_assemble: { count: number; orders: AdminOrderRow[] };
  unpaid: { count: number; orders: AdminOrderRow[] };
  today: { orders: number; revenue: number };
  week: { orders: number; revenue: number };
  low_stock: { id: number; name: string; article: string; stock: number }[];
  waiting: { reviews: number; questions: number; wholesale: number; page_feedback: number };
  warnings: DashboardWarning[];
};

export type DashboardResponse = ApiSuccess<{ dashboard: Dashboard }>;
