// The staff accounts a test run starts with, made the way an operator makes the first administrator: with
// `npm run admin:create` on the store before the server starts (PGlite's folder is locked once it runs).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './server';

export type StaffCredentials = { email: string; password: string };
/** Written into tests/.tmp/api-server.json by the global setup for the suites (tests/support/staff.ts). */
export type FirstStaff = { admin: StaffCredentials; manager: StaffCredentials };

const run = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export function firstStaffCredentials(): FirstStaff {
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  return {
    admin: { email: `first-admin-${tag}@example.com`, password: `admin-${tag}` },
    manager: { email: `first-manager-${tag}@example.com`, password: `manager-${tag}` },
  };
}

/** `npm run admin:create -- --email … --role …` against the store the server `env` describes. */
export async function adminCreate(
  env: NodeJS.ProcessEnv,
  account: StaffCredentials,
  role: 'admin' | 'manager' = 'admin',
): Promise<string> {
  try {
    const { stdout } = await run(
      process.execPath,
      [TSX, 'scripts/admin-create.ts', '--email', account.email, '--role', role],
      { cwd: ROOT, env: { ...env, NODE_ENV: 'production', ADMIN_PASSWORD: account.password }, timeout: 180_000 },
    );
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`admin:create (${role} ${account.email}) failed: ${stderr || stdout || (error as Error).message}`);
  }
}

/** Prepares a fresh store with one administrator and one manager (sequentially: one PGlite opener at a time). */
export async function createFirstStaff(env: NodeJS.ProcessEnv, staff: FirstStaff): Promise<void> {
  await adminCreate(env, staff.admin, 'admin');
  await adminCreate(env, staff.manager, 'manager');
}
