// Where a review (or a question) is in moderation: every one waits until staff publish or reject it.
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
