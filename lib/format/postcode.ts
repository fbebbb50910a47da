// A Russian postcode (почтовый индекс) is six digits. The one definition of that rule: the API's zod fields
// (lib/api/fields.ts), the order check on the server and the checkout form all test with it. It lives here, free of
// zod, so the browser can use it without carrying the validation library.

export const POSTCODE_LENGTH = 6;

/** The rule as an `<input pattern>` wants it (the browser anchors it itself). */
export const POSTCODE_INPUT_PATTERN = `\\d{${POSTCODE_LENGTH}}`;

export const POSTCODE = new RegExp(`^${POSTCODE_INPUT_PATTERN}$`);

export const isPostcode = (value: string) => POSTCODE.test(value);
