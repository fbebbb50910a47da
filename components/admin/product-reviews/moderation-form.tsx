'use client';

import { ModerationForm, type ModerationWords } from '@/components/admin/ui/moderation-form';
import { PRODUCT_REPLY_MAX_LENGTH } from '@/lib/config/product-reviews';
import type { ReviewStatus } from '@/lib/config/review-statuses';

type Kind = 'review' | 'question';

const WORDS: Record<Kind, ModerationWords & { path: string }> = {
  review: {
    path: '/api/admin/product-reviews',
    field: 'reply',
    label: 'Ответ магазина (виден всем под отзывом)',
    maxLength: PRODUCT_REPLY_MAX_LENGTH,
    published: 'Отзыв опубликован',
    rejected: 'Отзыв отклонён',
  },
  question: {
    path: '/api/admin/product-questions',
    field: 'answer',
    label: 'Ответ магазина (виден всем под вопросом)',
    maxLength: PRODUCT_REPLY_MAX_LENGTH,
    published: 'Вопрос опубликован',
    rejected: 'Вопрос отклонён',
  },
};

/** Publish or reject a product review or question, with the shop's public reply (PATCH …/{id}). */
export function ProductModeration({
  kind,
  id,
  status,
  text,
}: {
  kind: Kind;
  id: number;
  status: ReviewStatus;
  text: string | null;
}) {
  const words = WORDS[kind];
  return (
    <ModerationForm
      path={`${words.path}/${id}`}
      status={status}
      text={text}
      words={words}
      testId={`moderate-${kind}-${id}`}
    />
  );
}
