// PGlite does not lock its folder, and a second process on the same folder silently loses writes. The shop locks
// DATA_DIR: a second server on a folder in use stops at start with a clear error, and the folder is free again
// once the first server is gone. (PGlite only: with DATABASE_URL there is no folder to share.)
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { testDb } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

jest.setTimeout(120_000);

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.allSettled(servers.map((s) => s.stop()));
});

const pgliteOnly = testDb() === 'pglite' ? describe : describe.skip;

pgliteOnly('DATA_DIR lock', () => {
  it('refuses a second server on a folder in use, and lets one in after the first has stopped', async () => {
    const first = await startServer({ label: 'pglite' });
    servers.push(first);

    const second = startServer({ label: 'pglite', env: { DATA_DIR: first.dataDir }, readyTimeoutMs: 60_000 });
    await expect(second).rejects.toThrow(new RegExp(`in use by process ${first.pid}`));
    // The first server is untouched.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // Same folder after the first server is gone (its data dir is kept for this: stop() would remove it).
    const dataDir = first.dataDir;
    process.kill(first.pid, 'SIGTERM');
    for (let i = 0; i < 100; i++) {
      try {
        process.kill(first.pid, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        break;
      }
    }
    const third = await startServer({ label: 'pglite', env: { DATA_DIR: dataDir } });
    servers.push(third);
    const health = await fetch(`${third.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it('a server killed with SIGKILL leaves a lock the next start takes over at once', async () => {
    const first = await startServer({ label: 'pglite' });
    servers.push(first);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    // The dead holder's lock file is still there; its token (PID and start time) shows it is dead.
    expect(fs.existsSync(path.join(first.dataDir, 'shop.lock'))).toBe(true);
    const second = await startServer({ label: 'pglite', env: { DATA_DIR: first.dataDir } });
    servers.push(second);
    expect((await fetch(`${second.baseUrl}/api/health`)).status).toBe(200);
  });
});
