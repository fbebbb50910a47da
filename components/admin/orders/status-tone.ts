import type { BadgeTone } from '@/components/admin/ui/status-badge';
import type { OrderStatus } from '@/lib/api/types';

/** The badge colour of each order status (the label says it; the colour only repeats it). */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'warning',
  paid: 'info',
  assembling: 'info',
  shipped: 'neutral',
  delivered: 'success',
  cancelled: 'danger',
};
