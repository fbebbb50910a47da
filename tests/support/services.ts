// The services some suites need beside the shop (Redis, a PostgreSQL server). A project's globalSetup probes them
// once (tests/support/service-probe.ts) and leaves what is missing in the environment, so a suite decides at load
// time — before Jest collects its tests — whether it runs, and a missing service shows as skipped tests with the reason instead
// of tests that pass having checked nothing (`describeNeeding`). On CI (`CI=true`; `.ci/run` installs both) a
// missing service is a failure.
import { describe, it } from '@jest/globals';
import { MISSING_ENV, type Service } from './service-probe';

export { REDIS_URL } from './service-probe';

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
    // The reason is in the name too: Jest prints no console output of a file whose tests are all skipped.
    describe.skip(`${name} [skipped: ${missing}]`, body);
  }
}

/**
 * `describeNeeding` for a suite of the `api-pg` step only (listed in tests/api/database-dependent.mjs, it needs
 * the PostgreSQL server that step is given): in the `api` step its tests are reported skipped, saying where they run.
 */
export function describeOnPostgres(services: Service[], name: string, body: () => void): void {
  if (process.env.TEST_DB === 'postgres') return describeNeeding(services, name, body);
  console.warn(`[skipped] ${name}: runs in the api-pg step`);
  describe.skip(`${name} [skipped: runs in the api-pg step]`, body);
}
