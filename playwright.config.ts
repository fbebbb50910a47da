// Browser tests: Debian's Chromium against the production build in .next-test (build it first:
// `npm test -- --only build`, or `NEXT_DIST_DIR=.next-test npx next build`).
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { firstStaffCredentials } from './tests/support/first-staff';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const TMP = path.join(__dirname, 'tests/.tmp');

// The config is evaluated by the runner and again by every worker: pick the data dir once (workers inherit
// the env) and clean old ones only in the runner.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = path.join(TMP, `e2e-data-${Date.now()}`);
  removeStaleDataDirs();
}
const DATA_DIR = process.env.E2E_DATA_DIR;
// The run's first administrator, made with `npm run admin:create` before the server starts (PGlite's folder is
// locked once it runs); the specs read the credentials from these variables (tests/e2e/admin-support.ts).
if (!process.env.E2E_ADMIN_EMAIL || !process.env.E2E_ADMIN_PASSWORD) {
  const { admin } = firstStaffCredentials();
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
}
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next-test';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // 3 on 2 cores: a worker often waits (for the server, a debounce, an idle callback) and a third fills that; the
  // step took 724 s with 3 and 981 s with 2 on the same shared machine (docs/TESTING.md).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Recording a trace costs every test its snapshots, though only a failure's is kept: record on the retry
    // (CI retries once), or ask for one with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Every spec runs on the desktop; the phone runs only the tests tagged `@mobile` (what differs at 390 px: the
  // header and its menu, the folded filters, the footer, touch gestures, the phone's layout under axe) and
  // `@mobile-only` (what a desktop does not show). `setup` signs the first administrator in once through the
  // door and keeps the session for the back-office specs (tests/e2e/auth.setup.ts).
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/, use: DESKTOP },
    { name: 'desktop', dependencies: ['setup'], grepInvert: /@mobile-only/, use: DESKTOP },
    { name: 'mobile', dependencies: ['setup'], grep: /@mobile/, use: PHONE },
  ],
  webServer: {
    // The shop's server script directly (not `npm start`), so stopping the server stops the real process. The disk page
    // cache of an earlier run is removed first so this run renders its own data. Before the start, the first
    // administrator is made on the fresh DATA_DIR as an operator does (`npm run admin:create`, tsx directly).
    command: [
      `rm -rf ${DIST_DIR}/server/route-cache`,
      `ADMIN_PASSWORD=${process.env.E2E_ADMIN_PASSWORD} node node_modules/tsx/dist/cli.mjs scripts/admin-create.ts --email ${process.env.E2E_ADMIN_EMAIL} --role admin`,
      `node scripts/start.mjs -p ${PORT} -H 127.0.0.1`,
    ].join(' && '),
    url: `${BASE_URL}/api/health`,
    // admin:create migrates the fresh DATA_DIR; the first start then seeds the demo catalogue.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      SHOP_TEST_MODE: '1', // the test-only outbox endpoint (GET /api/test/outbox) the specs read letters from
      PAYMENTS_TEST: '1', // online payments through the built-in test provider («Тестовая оплата»), as in the demo
      COD_HOLD_SHARE: '1', // no cap on cash-on-delivery holds: the specs share one phone and address (api suites test it)
      DATA_DIR,
      DATABASE_URL: '',
      SITE_URL: BASE_URL,
    },
  },
});

/** Data dirs of earlier runs; a dir whose shop.lock names a live process belongs to a running server and stays. */
function removeStaleDataDirs(): void {
  if (!fs.existsSync(TMP)) return;
  for (const name of fs.readdirSync(TMP)) {
    if (!name.startsWith('e2e-data-')) continue;
    const dir = path.join(TMP, name);
    if (Date.now() - fs.statSync(dir).mtimeMs < 60_000) continue; // may be a concurrent run just starting
    if (lockHolderAlive(path.join(dir, 'shop.lock'))) continue;
    // A run's stored sessions (tests/e2e/auth-state.ts) go with its data dir: kept while that one is.
    if (name.endsWith('-auth') && fs.existsSync(dir.slice(0, -'-auth'.length))) continue;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Whether the shop.lock of a data dir names a live process. The lock is a JSON token (lib/db/data-dir-lock.ts); an
 * unreadable one counts as alive, so a folder is never taken from under a server (tools such as knip evaluate this
 * config too, while a run may be going on).
 */
function lockHolderAlive(lock: string): boolean {
  if (!fs.existsSync(lock)) return false;
  try {
    const { pid } = JSON.parse(fs.readFileSync(lock, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? isAlive(pid) : true;
  } catch {
    return true;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
