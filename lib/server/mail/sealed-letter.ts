// Letters wait in the `outbox` table until they are sent — and, without SMTP, for good. Their bodies carry what
// must not sit in the database in clear text: password-reset links (live for an hour), order details, addresses.
// So bodies are sealed at rest with AES-256-GCM under a key derived from the shop's signing key: a copy of the
// database alone (a backup, a replica, a stolen dump) reads as ciphertext. Only the sender and the test outbox
// open them.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { signingKey } from '@/lib/server/auth/secret';

const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let keyPromise: Promise<Buffer> | null = null;

function sealingKey(): Promise<Buffer> {
  keyPromise ??= signingKey().then((secret) =>
    Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'kukly-shop outbox letters', 32)),
  );
  return keyPromise;
}

export async function sealLetterBody(plain: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The letter's body in clear text; bodies written before sealing existed are returned as they are. */
export async function openLetterBody(stored: string): Promise<string> {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
