import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { api, testDb } from '../support/api';
import { createTestDatabase, DEFAULT_ADMIN_URL, type TestDatabase } from '../support/postgres-db';
import { startServer, type RunningServer } from '../support/server';

describe('GET /api/health', () => {
  it('answers 200 with the database the server runs on', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    // The shared test server runs without REDIS_URL: nothing to be degraded by (tests/api/redis-outage.test.ts).
    expect(res.json).toEqual({ ok: true, status: 'ok', database: testDb(), redis: 'off' });
  });
});

// A load balancer must take an instance whose database is gone out of rotation: health then answers 503.
// (PostgreSQL only: an embedded PGlite cannot go away under a running server.)
const postgresOnly = testDb() === 'postgres' ? describe : describe.skip;

postgresOnly('GET /api/health without a database', () => {
  jest.setTimeout(120_000);
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('answers 503 once the database is gone', async () => {
    database = await createTestDatabase(process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL);
    server = await startServer({ databaseUrl: database.url, label: 'postgres-health', env: { SEED_DEMO: '0' } });
    expect((await api(`${server.baseUrl}/api/health`)).status).toBe(200);

    await database.drop(); // drops WITH (FORCE): the server's connections are cut
    database = undefined;
    const res = await api(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ ok: false });
  });
});
