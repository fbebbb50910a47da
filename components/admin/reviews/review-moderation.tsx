'use client';

import { ModerationForm, type ModerationWords } from '@/components/admin/ui/moderation-form';
import { REVIEW_REPLY_MAX } from '@/lib/config/back-office-limits';
import type { ReviewStatus } from '@/lib/config/review-statuses';

const WORDS: ModerationWords = {
  field: 'reply',
  label: 'Ответ магазина (виден всем под отзывом)',
  maxLength: REVIEW_REPLY_MAX,
  published: 'Отзыв опубликован',
  rejected: 'Отзыв отклонён',
};

/** Publish or reject one review of the shop, with the shop's public reply (PATCH /api/admin/reviews/{id}). */
export function ReviewModeration({ id, status, answer }: { id: number; status: ReviewStatus; answer: string | null }) {
  return <ModerationForm path={`/api/admin/reviews/${id}`} status={status} text={answer} words={WORDS} />;
}
