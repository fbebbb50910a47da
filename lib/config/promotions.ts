// The product of the day's discount limits, read by the request schema and by the back office's form in the browser
// (so they live apart from zod).
export const OFFER_PERCENT_MIN = 1;
export const OFFER_PERCENT_MAX = 90;
/** The discount of an automatic pick (a day the back office chose nothing for). */
export const AUTO_OFFER_PERCENT = 10;
