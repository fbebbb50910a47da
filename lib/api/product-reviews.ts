// Reviews of a product and questions about it (the product page), and their moderation in the back office.
import { z } from 'zod';
import {
  AUTHOR_NAME_MAX,
  PRODUCT_REPLY_MAX_LENGTH,
  PRODUCT_FEEDBACK_MAX_PAGE,
  QUESTION_TEXT_MAX,
  REVIEW_PROS_CONS_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
} from '@/lib/config/product-reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '@/lib/config/review-statuses';
import { adminPage, type Paged } from './admin/paging';
import type { ApiSuccess } from './envelope';
import { formText, id, productId, rating, requiredText, wholeNumber } from './fields';

const page = z.preprocess(
  (v) => (v === undefined || v === '' ? 1 : v),
  wholeNumber('номер страницы — целое число').pipe(
    z.number().min(1, 'номер страницы — от 1').max(PRODUCT_FEEDBACK_MAX_PAGE, 'слишком большой номер страницы'),
  ),
);

// GET /api/product-reviews?pid=&page=&sort=new|helpful|photos
export const productReviewsQuery = z.object({
  pid: productId(),
  page,
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(REVIEW_SORTS).default('new')),
});

/**
 * POST /api/product-reviews (multipart: these fields and up to 5 files `photos`); PATCH /api/product-reviews/{id}
 * takes the same fields but `pid`, and `keep` — the URLs of the review's photos to keep.
 */
export const reviewFields = z.object({
  rating,
  text: requiredText(REVIEW_TEXT_MAX, 'напишите отзыв', { multiline: true }),
  pros: formText(REVIEW_PROS_CONS_MAX, { multiline: true }).default(''),
  cons: formText(REVIEW_PROS_CONS_MAX, { multiline: true }).default(''),
});
export const newReviewFields = reviewFields.extend({ pid: productId() });
export const editReviewFields = reviewFields.extend({ keep: z.array(z.string().max(200)).max(5).default([]) });

export const reviewIdParams = z.object({ id: id('неизвестный отзыв') });
export const productIdQuery = z.object({ pid: productId() });

/** POST /api/product-reviews/{id}/helpful {helpful: true|false}: mark or unmark «Полезно». */
export const helpfulRequest = z.object({ helpful: z.boolean({ message: 'ожидается true или false' }) });

export type ProductReview = {
  id: number;
  name: string;
  rating: number;
  text: string;
  pros: string;
  cons: string;
  photos: string[];
  /** The author received this product: a delivered order of theirs contains it. */
  verified: boolean;
  created_at: string;
  /** The shop's public reply. */
  reply: string | null;
  /** «Полезно» marks. */
  helpful: number;
};

/** Stars 1..5 → how many shoppers gave that many. */
export type RatingDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

export type ProductReviewsResponse = {
  reviews: ProductReview[];
  /** Published reviews of the product. */
  total: number;
  /** The product's average over every rating: star votes and published reviews, one per shopper. */
  rating: number;
  distribution: RatingDistribution;
};

export type ProductReviewSubmitResponse = ApiSuccess<{ id: number; status: 'pending' }>;

/** The shopper's own review of a product, whatever its status (GET /api/product-reviews/mine?pid=). */
export type OwnProductReview = Omit<ProductReview, 'verified' | 'helpful'> & { status: ReviewStatus };
export type MyProductReviewResponse = ApiSuccess<{
  signed_in: boolean;
  review: OwnProductReview | null;
  /** Reviews of this product the shopper marked «Полезно». */
  helpful: number[];
}>;
export type HelpfulResponse = ApiSuccess<{ helpful: number; marked: boolean }>;

// GET /api/product-questions?pid=&page=
export const productQuestionsQuery = z.object({ pid: productId(), page });

/** POST /api/product-questions (JSON or a form): a guest gives a name; a signed-in shopper's comes from the account. */
export const questionFields = z.object({
  pid: productId(),
  text: requiredText(QUESTION_TEXT_MAX, 'напишите вопрос', { multiline: true }),
  name: formText(AUTHOR_NAME_MAX).default(''),
});

export type ProductQuestion = {
  id: number;
  name: string;
  text: string;
  created_at: string;
  answer: string | null;
  answered_at: string | null;
};
export type ProductQuestionsResponse = { questions: ProductQuestion[]; total: number };

// Back office: /api/admin/product-reviews, /api/admin/product-questions

/** GET ?status=pending|published|rejected (none: all, waiting first)&page=&pid= */
export const adminProductFeedbackQuery = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  pid: z.preprocess((v) => (v === '' ? undefined : v), productId().optional()),
  page: adminPage,
});

/** PATCH /api/admin/product-reviews/{id}: publish or reject; `reply` sets the shop's public reply ('' removes it). */
export const moderateProductReviewRequest = z.object({
  status: z.enum(['published', 'rejected']),
  reply: z.string().trim().max(PRODUCT_REPLY_MAX_LENGTH).nullable().optional(),
});

/** PATCH /api/admin/product-questions/{id}: publish or reject; `answer` is the shop's public answer. */
export const moderateProductQuestionRequest = z.object({
  status: z.enum(['published', 'rejected']),
  answer: z.string().trim().max(PRODUCT_REPLY_MAX_LENGTH).nullable().optional(),
});

type AdminProductRef = { product: { id: number; name: string; alias: string } };

export type AdminProductReview = Omit<ProductReview, 'helpful'> &
  AdminProductRef & { status: ReviewStatus; email: string; published_at: string | null };
export type AdminProductQuestion = ProductQuestion &
  AdminProductRef & { status: ReviewStatus; email: string | null; published_at: string | null };

type Counts = { counts: Record<ReviewStatus, number> };
export type AdminProductReviewsResponse = ApiSuccess<{ reviews: AdminProductReview[] } & Counts & Paged>;
export type AdminProductQuestionsResponse = ApiSuccess<{ questions: AdminProductQuestion[] } & Counts & Paged>;
export type ModerateProductReviewResponse = ApiSuccess<{ review: AdminProductReview }>;
export type ModerateProductQuestionResponse = ApiSuccess<{ question: AdminProductQuestion }>;
