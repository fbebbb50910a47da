// The services some suites need beside the shop (Redis, a PostgreSQL server). A project's globalSetup probes them
// once (`probeServices`) and leaves what is missing in the environment, so a suite decides at load time — before
// Jest collects its tests — whether it runs, and a missing service shows as skipped tests with the reason instead
// of tests that pass having checked nothing (`describeNeeding`). On CI (`CI=true`; `.ci/run` installs both) a
// missing service is a failure.
import { describe, it } from '@jest/globals';
import postgres from 'postgres';
import { redisAnswers } from './reachable';
import { DEFAULT_ADMIN_URL, redact } from './postgres-db';

export const REDIS_URL = 'redis://127.0.0.1:6379';

export type Service = 'redis' | 'postgres';

/** The environment variable that carries why a service is missing ('' when it answers). */
const MISSING_ENV: Record<Service, string> = { redis: 'TEST_REDIS_MISSING', postgres: 'TEST_POSTGRES_MISSING' };

/** Probes Redis and PostgreSQL and records what is missing in process.env for the suites of this run. */
export async function probeServices(): Promise<void> {
  process.env[MISSING_ENV.redis] = (await redisAnswers(REDIS_URL)) ? '' : `Redis does not answer at ${REDIS_URL}`;
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

/** Why a suite cannot run here: the first missing service, or null. Not probed (no globalSetup ran) is missing. */
function missingService(needs: Service[]): string | null {
  for (const service of needs) {
    const why = process.env[MISSING_ENV[service]];
    if (why === undefined) return `${service} was not probed (run the suite through its Jest project)`;
    if (why) return why;
  }
  return null;
}

/**
 * `describe` for a suite that needs `services`. Where one is missing its tests are reported skipped, with the
 * reason printed; on CI the suite instead fails with that reason, since CI has every service.
 */
export function describeNeeding(services: Service[], name: string, body: () => void): void {
  const missing = missingService(services);
  if (!missing) {
    describe(name, body);
  } else if (process.env.CI === 'true') {
    describe(name, () => {
      it(`has ${services.join(' and ')} (CI installs them)`, () => {
        throw new Error(`${name}: ${missing}`);
      });
    });
  } else {
    console.warn(`[skipped] ${name}: ${missing}`);
    describe.skip(name, body);
  }
}
