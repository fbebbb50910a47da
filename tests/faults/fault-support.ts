// Helpers of the fault suites: the services they need (PostgreSQL, Redis), servers started on one database, and
// shoppers and staff talking to a server whose address the suite chooses (servers come and go here).
import { adminCreate, firstStaffCredentials } from '../support/first-staff';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { rawRequest, randomLoopback, type RawReply, type RawRequest } from '../support/raw-http';
import { startServer, type RunningServer } from '../support/server';

export { REDIS_URL } from '../support/services';

/** A fresh database on the run's PostgreSQL (TEST_DATABASE_URL, else 127.0.0.1:5432). */
export function freshDatabase(): Promise<TestDatabase> {
  return createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
}

export const ADMIN = firstStaffCredentials().admin;

/** A server on the database; `withAdmin` makes the first administrator first (the database's first start). */
export function serverOn(database: TestDatabase, env: Record<string, string> = {}, withAdmin = false) {
  return startServer({
    databaseUrl: database.url,
    env,
    label: 'postgres',
    prepare: withAdmin ? (serverEnv) => adminCreate(serverEnv, ADMIN).then(() => undefined) : undefined,
  });
}

/** A cookie jar talking to whichever server `base()` names at the moment, from an address of its own. */
export class Visitor {
  readonly address = randomLoopback();
  private jar = new Map<string, string>();
  constructor(private base: () => string) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async send(path: string, init: RawRequest & { json?: unknown } = {}): Promise<RawReply> {
    const { json, ...rest } = init;
    const headers = { ...rest.headers };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const reply = await rawRequest(path, {
      from: this.address,
      base: this.base(),
      ...rest,
      body: json === undefined ? rest.body : JSON.stringify(json),
      headers,
    });
    for (const [name, value] of reply.cookies) {
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    return reply;
  }
}

/** The first administrator signed in on `server`. */
export async function adminOn(server: RunningServer): Promise<Visitor> {
  const admin = new Visitor(() => server.baseUrl);
  const login = await admin.send('/api/login', {
    method: 'POST',
    json: { login: ADMIN.email, password: ADMIN.password },
  });
  if (login.status !== 200) throw new Error(`the administrator's sign-in answered ${login.status}: ${login.text}`);
  return admin;
}
