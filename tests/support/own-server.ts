// A server of a suite's own (the suites whose background jobs, stand-ins or environment must not touch the shared
// server): on a copy of the run's template store — a PGlite folder or, when the run tests PostgreSQL, a database
// made for it and dropped after — with the run's first administrator or manager (in the template, made with
// `npm run admin:create` as an operator would) signed in.
import { expect } from '@jest/globals';
import { apiClient, testDb, type ApiClient } from './api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from './postgres-db';
import { startServer, type RunningServer } from './server';
import { firstStaff } from './staff';

export type OwnServer = {
  server: RunningServer;
  /** The signed-in staff member. */
  staff: ApiClient;
  /** The full URL of `path` on this server. */
  at: (path: string) => string;
  /** Stops the server and drops its database. */
  stop: () => Promise<void>;
};

/**
 * Starts the suite's server: `name` labels its folder; `role` is the signed-in staff member's (manager by
 * default); `env` is added to the server's environment.
 */
export async function startOwnServer(options: {
  name: string;
  env?: Record<string, string>;
  role?: 'admin' | 'manager';
}): Promise<OwnServer> {
  const role = options.role ?? 'manager';
  let database: TestDatabase | undefined;
  if (testDb() === 'postgres') database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
  const credentials = firstStaff()[role];
  let server: RunningServer;
  try {
    server = await startServer({ databaseUrl: database?.url, label: `${testDb()}-${options.name}`, env: options.env });
  } catch (error) {
    await database?.drop();
    throw error;
  }
  const at = (path: string) => `${server.baseUrl}${path}`;
  const staff = apiClient();
  const login = await staff.api(at('/api/login'), {
    method: 'POST',
    json: { login: credentials.email, password: credentials.password },
  });
  expect(login.status).toBe(200);
  return {
    server,
    staff,
    at,
    stop: async () => {
      await server.stop();
      await database?.drop();
    },
  };
}

/** Reads until `done` says yes, every 0.3 s for at most `seconds`; what it read last is in the timeout's message. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  seconds = 30,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
