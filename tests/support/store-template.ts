// The store every server of an API run starts from: migrated, seeded with the demo catalogue and given the run's
// first administrator and manager once (a server started on an empty store, as at an operator's first start,
// then stopped), and copied for each server afterwards — PGlite: the stopped server's DATA_DIR folder
// (startServer copies it); PostgreSQL: `CREATE DATABASE … TEMPLATE` (createTestDatabase). A copy starts in
// seconds where migrations, the seed and `npm run admin:create` took most of a minute. Where the template is
// reaches those through the environment, which the globalSetup shares with the suites (--runInBand).
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { createFirstStaff, type FirstStaff } from './first-staff';
import { createTestDatabase, POSTGRES_TEMPLATE_ENV, type TestDatabase } from './postgres-db';
import { PGLITE_TEMPLATE_ENV, startServer } from './server';

export type StoreTemplate = { description: string; remove: () => Promise<void> };

/** Makes the run's template, on PostgreSQL at `adminUrl` or else in a PGlite folder, and announces it. */
export async function makeStoreTemplate(staff: FirstStaff, adminUrl?: string): Promise<StoreTemplate> {
  const database: TestDatabase | undefined = adminUrl ? await createTestDatabase(adminUrl, { empty: true }) : undefined;
  try {
    const server = await startServer({
      databaseUrl: database?.url,
      label: `${database ? 'postgres' : 'pglite'}-template`,
      freshPageCache: true,
      emptyStore: true,
      keepDataDir: true,
      prepare: (env) => createFirstStaff(env, staff),
    });
    await server.stop();
    if (database) {
      fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
      await forgetSigningKey(database.url);
      process.env[POSTGRES_TEMPLATE_ENV] = database.name;
      return {
        description: `database ${database.name}`,
        remove: async () => {
          delete process.env[POSTGRES_TEMPLATE_ENV];
          await database.drop();
        },
      };
    }
    process.env[PGLITE_TEMPLATE_ENV] = server.dataDir;
    return {
      description: `folder ${path.relative(process.cwd(), server.dataDir)}`,
      remove: async () => {
        delete process.env[PGLITE_TEMPLATE_ENV];
        if (!process.env.TEST_KEEP_TMP) fs.rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database?.drop().catch(() => {});
    throw error;
  }
}

/** Each copy makes its own signing key at its first sign-in, as a fresh store would (on PostgreSQL it is a row). */
async function forgetSigningKey(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await sql`delete from auth_keys`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
