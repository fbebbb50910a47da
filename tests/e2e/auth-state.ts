// The signed-in sessions the specs reuse instead of signing in again: made once per run by the `setup` project
// (auth.setup.ts) and kept beside the run's data dir (playwright.config.ts picks E2E_DATA_DIR once per run), so
// a run never reads another run's sessions and the cleanup of old e2e data dirs removes them too.
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

const dir = `${process.env.E2E_DATA_DIR ?? path.join(__dirname, '../.tmp/e2e-data-unset')}-auth`;

/** The run's first administrator, signed in through the /admin door. */
export const STAFF_STATE = path.join(dir, 'staff.json');
/** A shopper registered over the API, for the tests that only look at a signed-in page (they change nothing). */
export const SHOPPER_STATE = path.join(dir, 'shopper.json');

/** Puts a stored session's cookies into the page's browser, as if it had signed in there. */
export async function restoreSession(page: Page, file: string): Promise<void> {
  const { cookies } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
}
