import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 level A and AA rules: the bar the app is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const MAX_NODES_SHOWN = 8;

/** axe's explanation of one node, on one line ("Element has insufficient color contrast of …"). */
const summary = (text: string | undefined) =>
  (text ?? '').replace(/^Fix (any|all) of the following:\s*/, '').replace(/\s*\n\s*/g, ' ');

/** Waits until the page's finite CSS transitions and animations have ended (a fading modal). */
async function waitForSettledAnimations(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

const checkedAt = new WeakMap<Page, string>();

/** Whether the page was checked by expectNoA11yViolations at the address it shows now. */
export const wasCheckedHere = (page: Page) => checkedAt.get(page) === page.url();

/**
 * Runs axe on the page as it is now (WCAG 2.0/2.1 A and AA) and fails on any serious or critical
 * violation, listing each rule, the selectors it found and axe's help text.
 */
export async function expectNoA11yViolations(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  // A toast that starts fading out while axe reads the page would show half-transparent text; the
  // theme honours reduced motion, so from here on transitions are instant.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await waitForSettledAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  checkedAt.set(page, page.url());
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  const report = blocking
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes
          .slice(0, MAX_NODES_SHOWN)
          .map((node) => `  - ${node.target.join(' ')}\n      ${summary(node.failureSummary)}`),
        ...(violation.nodes.length > MAX_NODES_SHOWN
          ? [`  … and ${violation.nodes.length - MAX_NODES_SHOWN} more`]
          : []),
      ].join('\n'),
    )
    .join('\n');
  expect(
    blocking.map((violation) => violation.id),
    `accessibility violations on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
