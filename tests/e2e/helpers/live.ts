import { expect, type Page } from '@playwright/test';

/**
 * A first visit shows the route's prerendered screen at once, inert until React has taken it over
 * (decision 014). Clicks wait for that by themselves (Playwright waits until the target takes
 * pointer events); keys, focus() and files set straight on an input do not, so they wait here.
 */
export async function untilLive(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
