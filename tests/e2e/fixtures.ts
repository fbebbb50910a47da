// The browser suites' `test`: Playwright's, with the timed «Вам может быть интересно» panel kept quiet.
// Every *.spec.ts imports `test` and `expect` from here instead of '@playwright/test'.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** Marks the panel as shown a moment ago (the shell then waits days before showing it again), on every page load. */
async function quietInterestingPanel(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('interesting', `1 ${Date.now() + 7 * 86_400_000}`);
    } catch {
      /* storage blocked */
    }
  });
}

type Options = {
  /**
   * Keeps the panel (it opens 5 s after start in the page's corner) from covering what a test clicks. On by default;
   * `test.use({ quietInteresting: false })` where the panel itself is under test.
   */
  quietInteresting: boolean;
};

export const test = base.extend<Options>({
  quietInteresting: [true, { option: true }],
  // The page every test gets: quiet from its first load. Tests that never ask for a page open none.
  // (Playwright's `use` argument, named otherwise so that the React hooks lint rule does not mistake it for a hook.)
  page: async ({ page, quietInteresting }, provide) => {
    if (quietInteresting) await quietInterestingPanel(page);
    await provide(page);
  },
});
