// Edition of the privacy policy shown on /privacy; change it whenever the text on /privacy changes.
// The checkout's consent record stores the version of the consent text instead (./consent.ts).
export const PRIVACY_POLICY_VERSION = 'Редакция от 26 ноября 2026 г.';
