import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { untilLive } from './live';

/**
 * Runs axe-core (every rule it runs by default: WCAG 2.x A and AA, and best practices) on the page
 * as it stands, open dialogs included, and fails softly naming each violation and where it is,
 * so one run lists every screen's problems.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  // The page as it settles: a toast or dialog still fading in has its text at part opacity, which
  // axe reads as low contrast. Waits for every animation and transition that ends (not spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect.soft(found, `axe on ${where}`).toEqual([]);
}

/** Waits until the page's heading is up and nothing is still loading. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await untilLive(page);
}
