// The rules of the staff second factor: RFC 6238 TOTP (6 digits, 30 s, SHA-1 — what every authenticator app
// reads from a QR code) through the `otpauth` library, and one-time recovery codes kept only as SHA-256.
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { shop } from '@/lib/config/shop';

/** A code of the previous or the next 30 s step is accepted too: phone clocks drift. */
const WINDOW = 1;
const PERIOD_S = 30;

export const RECOVERY_CODE_COUNT = 10;
/** No look-alikes (0/o, 1/l/i): the codes are copied from paper. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function totpFor(secret: string, email: string): TOTP {
  return new TOTP({
    issuer: shop.name,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a right code belongs to, or null for a wrong one. The step, not a yes, is what the caller
 * records: a code is accepted only for a step later than the last accepted one: one use per code.
 */
export function totpStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_S) + delta;
}

/** What the authenticator app is given: the otpauth:// URI and its QR code as an SVG data: URL. */
export async function enrolment(secret: string, email: string): Promise<{ uri: string; qr: string }> {
  const uri = totpFor(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Ten codes like `k7m2q-x9ard`, shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(normalized).digest('hex');
}
