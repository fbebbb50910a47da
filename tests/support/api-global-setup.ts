// Jest globalSetup of the `api` project: one production server per run, on PGlite or on a fresh PostgreSQL
// database (TEST_DB=postgres, server from TEST_DATABASE_URL). The base URL reaches the tests through
// TEST_BASE_URL (set here before any test file loads) and tests/.tmp/api-server.json.
// A preset TEST_BASE_URL means "test this already running server" and starts nothing. Before the server starts,
// the first administrator and a manager are made with `npm run admin:create` (tests/support/first-staff.ts).
import fs from 'node:fs';
import path from 'node:path';
import { createFirstStaff, firstStaffCredentials } from './first-staff';
import { startServer, TMP_ROOT, type RunningServer } from './server';
import { createTestDatabase, DEFAULT_ADMIN_URL, redact, type TestDatabase } from './postgres-db';

export type ApiRunState = { server?: RunningServer; database?: TestDatabase };
export const STATE_KEY = '__SHOP_API_RUN__';
export const SERVER_FILE = path.join(TMP_ROOT, 'api-server.json');

export default async function globalSetup(): Promise<void> {
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
  try {
    if (db === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
      state.database = await createTestDatabase(adminUrl);
      console.log(`\n[api] PostgreSQL: created database ${state.database.name} on ${redact(adminUrl)}`);
    }
    state.server = await startServer({
      databaseUrl: state.database?.url,
      label: db,
      freshPageCache: true,
      prepare: (env) => createFirstStaff(env, staff),
    });
  } catch (error) {
    await state.database?.drop().catch(() => {});
    throw error;
  }
  process.env.TEST_BASE_URL = state.server.baseUrl;
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  fs.writeFileSync(SERVER_FILE, JSON.stringify({ baseUrl: state.server.baseUrl, db, pid: state.server.pid, staff }));
  console.log(
    `[api] ${db}: server pid ${state.server.pid} ready at ${state.server.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
