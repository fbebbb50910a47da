// A fresh, uniquely named database per test run on a shared server, dropped afterwards: a copy of the run's
// template store when there is one (tests/support/store-template.ts), else empty.
import postgres from 'postgres';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database each new one copies (set by the API globalSetup while the run's template exists). */
export const POSTGRES_TEMPLATE_ENV = 'TEST_STORE_TEMPLATE_DATABASE';

export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };

/** `empty`: no copy of the template even when the run has one (the template itself, a first start under test). */
export async function createTestDatabase(
  adminUrl: string = DEFAULT_ADMIN_URL,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE_ENV];
  const name = `shop_test_${Date.now().toString(36)}_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await dropAbandoned(admin);
    if (template) {
      // A file-level copy: the template has no open connection once its server stopped.
      await admin.unsafe(`create database "${name}" template "${template}"`);
    } else {
      await createEmpty(admin, name);
    }
  } catch (error) {
    throw new Error(`Cannot create a test database on ${redact(adminUrl)}: ${(error as Error).message}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const sql = postgres(adminUrl, { max: 1, connect_timeout: 10, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}

async function createEmpty(admin: postgres.Sql, name: string): Promise<void> {
  try {
    // A UTF-8 ctype so lower()/ILIKE/trigrams treat Cyrillic as letters, whatever the server's default.
    await admin.unsafe(`create database "${name}" template template0 encoding 'UTF8' locale 'C.UTF-8'`);
  } catch {
    await admin.unsafe(`create database "${name}" template template0 encoding 'UTF8'`);
  }
}

/** Databases of runs that were killed before their teardown (names carry a base-36 timestamp), 6 h and older. */
async function dropAbandoned(admin: postgres.Sql): Promise<void> {
  const rows = await admin<{ datname: string }[]>`select datname from pg_database where datname like 'shop_test_%'`;
  for (const { datname } of rows) {
    const created = parseInt(datname.split('_')[2] ?? '', 36);
    if (Number.isFinite(created) && Date.now() - created > 6 * 3600_000) {
      await admin.unsafe(`drop database if exists "${datname}" with (force)`).catch(() => {});
    }
  }
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
