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
  // axe reads as low contrast. Waits until no animation or transition that ends (not spinners) is
  // running, two frames after the last one ended: a toast raised with a field's error can start
  // its animation a frame after the error shows, after a single look had found none (a CI run
  // read the 'Please complete all required fields' toast mid-fade).
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (;;) {
      await frames();
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState !== 'finished' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
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
