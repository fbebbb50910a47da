// Limits of product reviews and questions, read by the server's validation and by the forms in the browser alike.

export const PRODUCT_REVIEWS_PER_PAGE = 10;
export const PRODUCT_QUESTIONS_PER_PAGE = 10;
/** Pages of reviews or questions asked for at most: nothing past it is worth a query. */
export const PRODUCT_FEEDBACK_MAX_PAGE = 1000;

export const REVIEW_PHOTOS_MAX = 5;
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** What the photo input offers; the server decides by the content, never by the name or the declared type. */
export const REVIEW_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const REVIEW_TEXT_MAX = 3000;
export const REVIEW_PROS_CONS_MAX = 1000;
export const QUESTION_TEXT_MAX = 1000;
export const AUTHOR_NAME_MAX = 60;

/** Orders of the review list: newest first, most «Полезно» first, those with photos first. */
export const REVIEW_SORTS = ['new', 'helpful', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  new: 'Сначала новые',
  helpful: 'Сначала полезные',
  photos: 'Сначала с фото',
};

/** The shop's public reply to a review or answer to a question. */
export const PRODUCT_REPLY_MAX_LENGTH = 2000;

/** The name a review or question shows when its author gave none, or deleted the account. */
export const ANONYMOUS_AUTHOR = 'Покупатель';
