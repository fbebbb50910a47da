// Edition of the privacy policy. The checkout stores this value with each order's consent record
// (152-ФЗ); change it whenever the text on /privacy changes.
export const PRIVACY_POLICY_VERSION = 'Редакция от 1 сентября 2025 г.';

/** Machine-readable date of the same edition. */
export const PRIVACY_POLICY_DATE = '2025-09-01';
