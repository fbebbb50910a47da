// The HS256 signing key: AUTH_SECRET when set; otherwise a random key generated once and kept — in DATA_DIR
// for the embedded database, in the `auth_keys` table on PostgreSQL so that every instance signs alike.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { dbEnv } from '@/lib/db/env';
import { authKeys } from '@/lib/db/schema';
import { processState } from '@/lib/process-registry';
import { serverEnv } from '@/lib/server/env';

const KEY_NAME = 'jwt';
const KEY_FILE = 'auth-secret';
/** Loaded once per process (lib/process-registry.ts); a failed load is forgotten, so the next call tries again. */
export function signingKey(): Promise<Uint8Array> {
  const loading = (processState.signingKey ??= loadKey().catch((error) => {
    if (processState.signingKey === loading) delete processState.signingKey;
    throw error;
  }));
  return loading;
}

async function loadKey(): Promise<Uint8Array> {
  const env = serverEnv();
  if (env.AUTH_SECRET) return new TextEncoder().encode(env.AUTH_SECRET);
  const secret = dbEnv().DATABASE_URL ? await keyFromDatabase() : keyFromDataDir(env.DATA_DIR);
  return Buffer.from(secret, 'base64url');
}

const newSecret = () => randomBytes(48).toString('base64url');

async function keyFromDatabase(): Promise<string> {
  const db = await getDb();
  // The first instance to get here wins; the others read its key.
  await db.insert(authKeys).values({ name: KEY_NAME, secret: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ secret: authKeys.secret }).from(authKeys).where(eq(authKeys.name, KEY_NAME));
  return row.secret;
}

function keyFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, KEY_FILE);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, newSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
