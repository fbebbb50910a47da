// The phone mask +7 (###) ###-##-## (docs/PRODUCT.md#validation), as a pure function of what the input holds after a
// change: it never depends on timing, so fast typing, paste and autofill all keep every digit.

/** Formats up to 10 national digits progressively: `+7 (916`, `+7 (916) 123-4`, `+7 (916) 123-45-67`. */
export function formatPartialPhone(digits: string): string {
  const d = digits.slice(0, 10);
  if (!d) return '';
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length > 3) out += `) ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/**
 * The masked value for what the shopper's edit left in the input. The mask's own "+7" is not a digit of the
 * number; a pasted or autofilled 8…/7… (11 digits) loses its country code; a habitual 8 or 7 typed first into
 * an empty field is taken as the country code too.
 */
export function maskPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (/^\s*\+7/.test(raw)) digits = digits.slice(1);
  else if (digits.length === 11 && /^[78]/.test(digits)) digits = digits.slice(1);
  else if (digits.length === 1 && /^[78]$/.test(digits)) digits = '';
  return formatPartialPhone(digits);
}
