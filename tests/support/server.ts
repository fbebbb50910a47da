// Starts the production build (`next build` into .next-test) as a real HTTP server for the API tests.
// Each server gets its own DATA_DIR (PGlite must never be shared between processes) or a DATABASE_URL. On PGlite
// the folder is a copy of the run's template store when there is one (tests/support/store-template.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const TEST_DIST_DIR = process.env.NEXT_DIST_DIR || '.next-test';
export const TMP_ROOT = path.join(ROOT, 'tests/.tmp');
const START_SCRIPT = path.join(ROOT, 'scripts/start.mjs');

/** A PGlite DATA_DIR to copy for each server (set by the API globalSetup while the run's template exists). */
export const PGLITE_TEMPLATE_ENV = 'TEST_STORE_TEMPLATE_DIR';
/** What a copy must not inherit: the lock of the process that held the folder, and the token-signing key. */
const NOT_COPIED = new Set(['shop.lock', 'auth-secret']);

export type StartOptions = {
  /** PostgreSQL database URL; without it the server uses PGlite in a fresh DATA_DIR. */
  databaseUrl?: string;
  /** Extra environment for the server (e.g. TRUST_PROXY: '1'). */
  env?: Record<string, string>;
  /** How long the first start (migrations + demo seed) may take. */
  readyTimeoutMs?: number;
  /** The port to listen on (default: a free one the system picks). */
  port?: number;
  /** Label used in the temp folder and log names. */
  label?: string;
  /**
   * Remove the build's on-disk page cache first, so pages cached by an earlier run (other data, other port)
   * are not served. Only for the first server of a run: later servers share the build with a running one.
   */
  freshPageCache?: boolean;
  /**
   * Runs before the server starts, with the server's environment (DATA_DIR, DATABASE_URL…): what an operator
   * does on a fresh store before the first start, e.g. `npm run admin:create`.
   */
  prepare?: (env: NodeJS.ProcessEnv) => Promise<void>;
  /** PGlite: start on an empty folder even when the run has a template store (a first start is under test). */
  emptyStore?: boolean;
  /** Leave the data dir in place at stop (the template store is made this way). */
  keepDataDir?: boolean;
};

export type RunningServer = {
  baseUrl: string;
  pid: number;
  dataDir: string;
  logFile: string;
  /** Settles when the server process ends (how it ended: the graceful-shutdown suite checks it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function assertBuildExists(): void {
  if (!fs.existsSync(path.join(ROOT, TEST_DIST_DIR, 'BUILD_ID'))) {
    throw new Error(
      `No production build in ${TEST_DIST_DIR}/. Build it first: ` +
        `NEXT_DIST_DIR=${TEST_DIST_DIR} npx next build  (or: npm test -- --only build)`,
    );
  }
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  assertBuildExists();
  const label = options.label ?? (options.databaseUrl ? 'postgres' : 'pglite');
  fs.mkdirSync(TMP_ROOT, { recursive: true });
  removeAbandonedWorkDirs();
  const workDir = fs.mkdtempSync(path.join(TMP_ROOT, `api-${label}-`));
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;

  if (!options.databaseUrl && !options.env?.DATA_DIR && !options.emptyStore) copyPgliteTemplate(dataDir);
  const log = fs.openSync(logFile, 'a');
  if (options.freshPageCache) {
    fs.rmSync(path.join(ROOT, TEST_DIST_DIR, 'server', 'route-cache'), { recursive: true, force: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: TEST_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    // Enables the test-only outbox endpoint (GET /api/test/outbox) the account suites read emails from.
    SHOP_TEST_MODE: '1',
    // Online payments through the built-in test provider, as in the demo; a suite tests the shop without it by
    // passing PAYMENTS_TEST: '0'.
    PAYMENTS_TEST: '1',
    // The cap on what unconfirmed cash-on-delivery orders of one phone, email or address hold is off here: the
    // suites share one phone and address and buy whole shelves on receipt. tests/api/cod-confirmation.test.ts
    // turns it on for its own server.
    COD_HOLD_SHARE: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    SITE_URL: baseUrl,
    ...options.env,
  };
  if (options.prepare) {
    try {
      await options.prepare(env);
    } catch (error) {
      fs.closeSync(log);
      if (!process.env.TEST_KEEP_TMP) fs.rmSync(workDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawnShop(port, env, log);
  fs.closeSync(log);

  let exited: string | null = null;
  const exitedPromise = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = `exited with ${signal ?? `code ${code}`}`;
      resolve({ code, signal });
    }),
  );
  // Safety net: never leave a server behind if the test process dies without teardown.
  const killOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    await terminate(child);
    // TEST_KEEP_TMP=1 keeps the data dir and server.log for a post-mortem.
    if (!process.env.TEST_KEEP_TMP && !options.keepDataDir) fs.rmSync(workDir, { recursive: true, force: true });
  };

  const timeoutMs = options.readyTimeoutMs ?? Number(process.env.TEST_SERVER_TIMEOUT_MS ?? 180_000);
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) break;
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
      if (res.status === 200) return { baseUrl, pid: child.pid!, dataDir, logFile, exited: exitedPromise, stop };
      lastProblem = `GET /api/health answered ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (error) {
      lastProblem = `GET /api/health failed: ${(error as Error).message}`;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const why = exited
    ? `it ${exited} before answering`
    : `it did not answer 200 within ${Math.round(timeoutMs / 1000)} s`;
  const tail = readTail(logFile);
  await stop();
  throw new Error(
    `The test server (${label}) failed to start: ${why}. Last: ${lastProblem}\n--- server log (tail) ---\n${tail}`,
  );
}

/** The shop's server process on `port`, its output appended to the log file `log`. */
function spawnShop(port: number, env: NodeJS.ProcessEnv, log: number): ChildProcess {
  // The shop's own server (`npm start`'s script, in this process, so the PID we hold is the server's), bound to
  // loopback as behind its front.
  return spawn(process.execPath, [START_SCRIPT, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
}

/**
 * Copies the run's PGlite template store, if there is one, into `dataDir`: every server's folder, and the folders
 * suites prepare with SQL before their server starts (tests/support/store-sql.ts then neither migrates nor seeds).
 */
export function copyPgliteTemplate(dataDir: string): void {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) return;
  fs.cpSync(template, dataDir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(template, source)),
  });
}

/** Work dirs of runs killed before their teardown; an hour-old one cannot belong to a live run. */
function removeAbandonedWorkDirs(): void {
  for (const name of fs.readdirSync(TMP_ROOT)) {
    const dir = path.join(TMP_ROOT, name);
    if (/^api-(pglite|postgres)-/.test(name) && Date.now() - fs.statSync(dir).mtimeMs > 3600_000) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await done;
  clearTimeout(timer);
}

function readTail(file: string, bytes = 6000): string {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text.slice(-bytes);
  } catch {
    return '(no log)';
  }
}
