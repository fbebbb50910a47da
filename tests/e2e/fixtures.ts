// The browser suites' `test`: Playwright's, with the timed «Вам может быть интересно» panel kept quiet and the
// shopper's city already answered (the «Ваш город — Москва?» prompt would cover what a phone test taps).
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

/** The answer a shopper gives to «Ваш город — Москва?», as the city chooser stores it. */
async function answerCityPrompt(page: Page, baseURL: string | undefined): Promise<void> {
  if (!baseURL) return;
  await page.context().addCookies([{ name: 'city', value: encodeURIComponent('Москва'), url: baseURL }]);
}

type Options = {
  /**
   * Keeps the panel (it opens 5 s after start in the page's corner) from covering what a test clicks. On by default;
   * `test.use({ quietInteresting: false })` where the panel itself is under test.
   */
  quietInteresting: boolean;
  /** The city prompt answered before the first page. On by default; off where the prompt itself is under test. */
  cityAnswered: boolean;
};

export const test = base.extend<Options>({
  quietInteresting: [true, { option: true }],
  cityAnswered: [true, { option: true }],
  // The page every test gets: quiet from its first load. Tests that never ask for a page open none.
  // (Playwright's `use` argument, named otherwise so that the React hooks lint rule does not mistake it for a hook.)
  page: async ({ page, quietInteresting, cityAnswered, baseURL }, provide) => {
    if (quietInteresting) await quietInterestingPanel(page);
    if (cityAnswered) await answerCityPrompt(page, baseURL);
    await provide(page);
  },
});
