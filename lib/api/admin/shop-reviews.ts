// Back office: moderation of shop reviews. Product reviews and questions, which carry a product, photos and a
// verified-purchase mark, have their own API (/api/admin/product-reviews, /api/admin/product-questions: lib/api/product-reviews.ts).
import { z } from 'zod';
import { REVIEW_REPLY_MAX } from '@/lib/config/back-office-limits';
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/config/review-statuses';
import { adminPage, type Paged } from './paging';

export const REVIEW_KINDS = ['shop'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** GET /api/admin/reviews?kind=shop&status=pending&page= (no status: all, waiting ones first). */
export const adminShopReviewsQuery = z.object({
  kind: z.enum(REVIEW_KINDS).default('shop'),
  status: z.enum(REVIEW_STATUSES).optional(),
  page: adminPage,
});

/** PATCH /api/admin/reviews/{id}: publish or reject; `reply` sets the shop's public answer ('' or null removes it). */
export const moderateShopReviewRequest = z.object({
  kind: z.enum(REVIEW_KINDS).default('shop'),
  status: z.enum(['published', 'rejected']),
  reply: z.string().trim().max(REVIEW_REPLY_MAX).nullable().optional(),
});

export type AdminShopReview = {
  id: number;
  kind: ReviewKind;
  status: ReviewStatus;
  name: string;
  email: string | null;
  rating: number;
  text: string;
  /** The shop's public reply. */
  answer: string | null;
  created_at: string;
  published_at: string | null;
};

export type AdminShopReviewsResponse = {
  success: true;
  reviews: AdminShopReview[];
  counts: Record<ReviewStatus, number>;
} & Paged;
export type ModerateShopReviewResponse = { success: true; review: AdminShopReview };
