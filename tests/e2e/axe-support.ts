// The accessibility check of the browser suites: axe-core over the whole page with the WCAG 2.1 A/AA and
// best-practice rules. A failure lists each rule broken, with the elements that break it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the issue asks for: WCAG 2.0/2.1 levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What axe found on the page, one line per rule and one indented line per element. */
export async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n'),
  );
}

/** Fails, listing rule ids and elements, when axe finds any violation of any impact on the page. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await violations(page), `axe violations on ${what}`).toEqual([]);
}
