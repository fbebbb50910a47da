// A fresh, uniquely named database per test run on a shared server, dropped afterwards.
import postgres from 'postgres';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };

export async function createTestDatabase(adminUrl: string = DEFAULT_ADMIN_URL): Promise<TestDatabase> {
  const name = `shop_test_${Date.now().toString(36)}_${process.pid}_${Math.random().toString(36).slice(2, 6)}`;
  const admin = postgres(adminUrl, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await dropAbandoned(admin);
    try {
      // A UTF-8 ctype so lower()/ILIKE/trigrams treat Cyrillic as letters, whatever the server's default.
      await admin.unsafe(`create database "${name}" template template0 encoding 'UTF8' locale 'C.UTF-8'`);
    } catch {
      await admin.unsafe(`create database "${name}" template template0 encoding 'UTF8'`);
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
