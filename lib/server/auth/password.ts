import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum (m = 19 MiB, t = 2, p = 1). The parameters are stored in each hash,
 * so raising them later keeps old hashes verifiable.
 */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A valid hash of a random password: verifying against it when the login is unknown takes as long as a real
// check, so response times do not tell which emails are registered.
let decoy: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await decoy, password);
  return false;
}
