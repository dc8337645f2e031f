import { expect, type Page } from '@playwright/test';

/** The welcome's heading (issue 43 item 3), shown once on a device before the first step. */
export const welcomeHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Welcome! Before you start', level: 1 });

/**
 * 'Start Onboarding' on a device that has not welcomed its hire (every fresh browser context): the
 * welcome says what to have ready and about how long, and its Start opens BASIC INFORMATION.
 */
export async function startOnboarding(page: Page) {
  await page.getByRole('button', { name: 'Start Onboarding' }).click();
  await passWelcome(page);
}

/** On the welcome: Start, to the first step. */
export async function passWelcome(page: Page) {
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(welcomeHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/basic-info$/);
}
