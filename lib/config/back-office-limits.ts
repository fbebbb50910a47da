// Limits of the back office's forms, read by the request schemas (lib/api/admin) and by the forms in the browser,
// so they live apart from zod: a form importing a schema module would ship the whole library to the browser.

/** The longest shop reply to a review of the shop. */
export const REVIEW_REPLY_MAX = 2000;
/** The longest answer to an inbox message. */
export const INBOX_ANSWER_MAX = 5000;
/** The largest discount of a promo code, in percent. */
export const PERCENT_MAX = 95;
/** The periods, in days, the search statistics are shown for. */
export const SEARCH_STATS_PERIODS = [7, 30] as const;
