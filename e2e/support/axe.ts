/** Accessibility check for any page: zero axe-core violations (WCAG 2.x A and AA). */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe walks the whole DOM in the page's one thread: on a loaded two-core machine a long page (the full
  // menu, the dashboard) takes tens of seconds. Give the test that much more time rather than a flaky verdict.
  test.info().setTimeout(test.info().timeout + 60_000);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}
