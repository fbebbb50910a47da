// How each moderation status of a review or question is shown in the back office's lists and filters. Apart from
// the form (./moderation-form.tsx, a client module) so that server components can read the values.
import type { BadgeTone } from '@/components/admin/ui/status-badge';
import type { ReviewStatus } from '@/lib/config/review-statuses';

export const MODERATION_STATUS: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Ждёт проверки', tone: 'warning' },
  published: { label: 'Опубликован', tone: 'success' },
  rejected: { label: 'Отклонён', tone: 'neutral' },
};
