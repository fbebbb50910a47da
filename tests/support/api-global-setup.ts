// Jest globalSetup of the `api` project: one production server per run, on PGlite or on a fresh PostgreSQL
// database (TEST_DB=postgres, server from TEST_DATABASE_URL). The base URL reaches the tests through
// TEST_BASE_URL (set here before any test file loads) and tests/.tmp/api-server.json.
// A preset TEST_BASE_URL means "test this already running server" and starts nothing. The server runs on a copy
// of the run's template store (tests/support/store-template.ts: migrated, seeded, and given the first
// administrator and a manager with `npm run admin:create`), which the suites' own servers copy too. The services
// some suites need are probed first (tests/support/services.ts).
import fs from 'node:fs';
import path from 'node:path';
import { firstStaffCredentials } from './first-staff';
import { startServer, TMP_ROOT, type RunningServer } from './server';
import { createTestDatabase, DEFAULT_ADMIN_URL, redact, type TestDatabase } from './postgres-db';
import { probeServices } from './service-probe';
import { makeStoreTemplate, type StoreTemplate } from './store-template';

export type ApiRunState = { server?: RunningServer; database?: TestDatabase; template?: StoreTemplate };
export const STATE_KEY = '__SHOP_API_RUN__';
export const SERVER_FILE = path.join(TMP_ROOT, 'api-server.json');

export default async function globalSetup(): Promise<void> {
  await probeServices();
  if (process.env.TEST_BASE_URL) {
    console.log(`\n[api] testing the running server at ${process.env.TEST_BASE_URL}`);
    return;
  }
  const db = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  process.env.TEST_DB = db;
  const state: ApiRunState = {};
  (globalThis as Record<string, unknown>)[STATE_KEY] = state;
  const started = Date.now();
  const staff = firstStaffCredentials();
  const adminUrl = db === 'postgres' ? process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL : undefined;
  try {
    state.template = await makeStoreTemplate(staff, adminUrl);
    const made = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n[api] ${db}: template store (${state.template.description}) made in ${made} s`);
    if (adminUrl) {
      state.database = await createTestDatabase(adminUrl);
      console.log(`[api] PostgreSQL: created database ${state.database.name} on ${redact(adminUrl)}`);
    }
    state.server = await startServer({ databaseUrl: state.database?.url, label: db, freshPageCache: true });
  } catch (error) {
    await state.database?.drop().catch(() => {});
    await state.template?.remove().catch(() => {});
    throw error;
  }
  process.env.TEST_BASE_URL = state.server.baseUrl;
  Object.assign(process.env, {
    TEST_ADMIN_EMAIL: staff.admin.email,
    TEST_ADMIN_PASSWORD: staff.admin.password,
    TEST_MANAGER_EMAIL: staff.manager.email,
    TEST_MANAGER_PASSWORD: staff.manager.password,
  });
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  fs.writeFileSync(SERVER_FILE, JSON.stringify({ baseUrl: state.server.baseUrl, db, pid: state.server.pid, staff }));
  console.log(
    `[api] ${db}: server pid ${state.server.pid} ready at ${state.server.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
