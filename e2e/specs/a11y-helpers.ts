import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility checks every *-a11y spec runs: axe's WCAG 2.1 A/AA rules (serious and critical
// violations fail) and no sideways scrolling of the page or its main scroll area.

/** Serious and critical axe violations on the page as it is now, with up to five nodes each. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** Whether nothing is wider than the screen (the body and the main scroll area). */
export const noSidewaysScroll = (page: Page) =>
  page.evaluate<boolean>(
    `[...document.querySelectorAll('[data-scroll-area="main"], body')].every((el) => el.scrollWidth <= el.clientWidth + 1)`,
  );

/** Once the page has settled: no serious violation and no sideways scrolling. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), label).toEqual([]);
  expect(await noSidewaysScroll(page), label).toBe(true);
}
