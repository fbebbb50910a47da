// Probes the services some suites need beside the shop (Redis, a PostgreSQL server), once per Jest run from a
// project's globalSetup, and leaves what is missing in the environment for the suites (tests/support/services.ts).
// No `@jest/globals` here: a globalSetup runs outside Jest's test environment.
import postgres from 'postgres';
import { DEFAULT_ADMIN_URL, redact } from './postgres-db';
import { redisAnswers } from './reachable';

/** The Redis of the run: `npm test` hands one over (tests/support/redis-server.mjs), else the usual port. */
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export type Service = 'redis' | 'postgres';

/** The environment variable that carries why a service is missing ('' when it answers). */
export const MISSING_ENV: Record<Service, string> = { redis: 'TEST_REDIS_MISSING', postgres: 'TEST_POSTGRES_MISSING' };

/** Probes Redis and PostgreSQL and records what is missing in process.env for the suites of this run. */
export async function probeServices(): Promise<void> {
  const redisPort = Number(new URL(REDIS_URL).port || 6379);
  const redisUp = await redisAnswers(REDIS_URL, redisPort);
  process.env[MISSING_ENV.redis] = redisUp ? '' : `Redis does not answer at ${REDIS_URL}`;
  process.env[MISSING_ENV.postgres] = await postgresMissing(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
}

async function postgresMissing(adminUrl: string): Promise<string> {
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return '';
  } catch (error) {
    return `PostgreSQL is not reachable at ${redact(adminUrl)}: ${(error as Error).message}`;
  } finally {
    await sql.end({ timeout: 2 }).catch(() => {});
  }
}
