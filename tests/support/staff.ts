// Signed-in clients of the back-office suites: `adminClient()`, `managerClient()`, `customerClient()`.
// The run's first administrator (and a manager) are made with `npm run admin:create` before the server starts
// (tests/support/first-staff.ts) and their credentials reach the suites through TEST_ADMIN_EMAIL /
// TEST_ADMIN_PASSWORD / TEST_MANAGER_* (set by the globalSetup, or by hand when testing a server that is already
// running) or tests/.tmp/api-server.json. The first
// administrator then adds a fresh account for every adminClient() / managerClient() through the staff API.
// Sign-ins and registrations go out from a loopback address of their own, so they never spend the per-address
// budgets of the suites that test those limits on 127.0.0.1.
import fs from 'node:fs';
import path from 'node:path';
import { apiClient, type ApiClient } from './api';
import { rawRequest } from './raw-http';
import type { FirstStaff, StaffCredentials } from './first-staff';

export type StaffClient = ApiClient & StaffCredentials;

/** The credentials of the run's first administrator and manager. */
export function firstStaff(): FirstStaff {
  // The environment first: the globalSetup sets it for its own run, while the file is shared by every run of
  // this checkout (the api and api-pg steps may run at the same time).
  const { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_MANAGER_EMAIL, TEST_MANAGER_PASSWORD } = process.env;
  if (TEST_ADMIN_EMAIL && TEST_ADMIN_PASSWORD) {
    const admin = { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD };
    const manager =
      TEST_MANAGER_EMAIL && TEST_MANAGER_PASSWORD
        ? { email: TEST_MANAGER_EMAIL, password: TEST_MANAGER_PASSWORD }
        : admin;
    return { admin, manager };
  }
  const file = path.resolve(__dirname, '../.tmp/api-server.json');
  const fromFile = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')).staff as FirstStaff | undefined)
    : undefined;
  if (fromFile) return fromFile;
  throw new Error(
    'No staff accounts: run the API suites through `jest --selectProjects api`, or set TEST_ADMIN_EMAIL/TEST_ADMIN_PASSWORD.',
  );
}

async function signedInVia(
  urlPath: string,
  { email, password }: StaffCredentials,
  body: unknown,
): Promise<StaffClient> {
  const credentials = { email, password }; // only these: a client passed in as credentials keeps its own jar
  const res = await rawRequest(urlPath, { method: 'POST', body: JSON.stringify(body) });
  if (res.status !== 200)
    throw new Error(`${urlPath} as ${credentials.email} answered ${res.status}: ${JSON.stringify(res.json)}`);
  const client = apiClient();
  for (const [name, value] of res.cookies) if (value) client.setCookie(name, value);
  if (!client.cookie('token')) throw new Error(`${urlPath} as ${credentials.email} set no token cookie`);
  return Object.assign(client, credentials);
}

/** A client signed in with POST /api/login (the one sign-in staff and customers share). */
export function signIn(credentials: StaffCredentials): Promise<StaffClient> {
  return signedInVia('/api/login', credentials, { login: credentials.email, password: credentials.password });
}

let counter = 0;
/** An address no other test (or run) uses. */
export function uniqueStaffEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The run's first administrator, signed in (a new session each call). Do not disable it or switch on its 2FA. */
export function firstAdminClient(): Promise<StaffClient> {
  return signIn(firstStaff().admin);
}

let owner: Promise<StaffClient> | undefined;

/** The password a test's member of staff chooses in place of the temporary one. */
export const ownPasswordFor = (temporary: string) => `своё-${temporary}`;

/** The «Смените пароль» step: a client signed in with a temporary password sets its own (and keeps its session). */
export async function changeTemporaryPassword(client: StaffClient): Promise<StaffClient> {
  const password = ownPasswordFor(client.password);
  const res = await client.api('/api/admin/password', {
    method: 'POST',
    json: { current_password: client.password, new_password: password },
  });
  if (res.status !== 200) throw new Error(`POST /api/admin/password answered ${res.status}: ${res.text}`);
  return Object.assign(client, { password });
}

/**
 * A new member of staff added through POST /api/admin/staff by the first administrator, signed in with the
 * temporary password, which it then changes (the back office allows nothing else before): each test gets an
 * account of its own to switch 2FA on, disable or demote. `password` is the account's own password.
 */
export async function newStaff(
  role: 'admin' | 'manager',
  name = 'Сотрудник теста',
): Promise<StaffClient & { id: number }> {
  owner ??= firstAdminClient();
  const email = uniqueStaffEmail(role);
  const res = await (await owner).api('/api/admin/staff', { method: 'POST', json: { email, name, role } });
  if (res.status !== 200) throw new Error(`POST /api/admin/staff answered ${res.status}: ${res.text}`);
  const client = await changeTemporaryPassword(await signIn({ email, password: res.json.temporary_password }));
  return Object.assign(client, { id: res.json.staff.id as number });
}

/** A signed-in administrator of its own. */
export function adminClient(): Promise<StaffClient & { id: number }> {
  return newStaff('admin');
}

/** A signed-in manager of its own. */
export function managerClient(): Promise<StaffClient & { id: number }> {
  return newStaff('manager');
}

/** A new customer (registered just now), signed in. */
export function customerClient(): Promise<StaffClient> {
  const credentials = { email: uniqueStaffEmail('customer'), password: 'kukla-2024' };
  return signedInVia('/api/registration', credentials, credentials);
}
