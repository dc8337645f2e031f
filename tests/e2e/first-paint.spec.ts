import { expect, test, type Page } from '@playwright/test';
import { startOnboarding } from './helpers/welcome';

// Issue 13 (decision 014): a first visit is painted from the prerendered screen in index.html,
// before any script runs, and React takes that screen over without changing it.
const SCREENS = [
  { path: '/', heading: 'Welcome to your onboarding', title: 'Onboarding' },
  {
    path: '/basic-info',
    heading: 'BASIC INFORMATION',
    title: 'Basic information · Step 1 of 8 · Onboarding',
  },
  { path: '/address', heading: 'ADDRESS', title: 'Address · Step 2 of 8 · Onboarding' },
  {
    path: '/confirmation',
    heading: 'Confirm and Submit',
    title: 'Confirm and Submit · Step 8 of 8 · Onboarding',
  },
  { path: '/no-such-page', heading: '404 Page Not Found', title: 'Page Not Found · Onboarding' },
];

/** Errors the page reports: React's hydration mismatches (#418 and the like) among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The 404 page's own status is an expected 404 (a photo not uploaded yet is answered null).
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each screen is there in full before any script runs', async ({ page }) => {
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }), screen.path).toHaveText(screen.heading);
      await expect(page, screen.path).toHaveTitle(screen.title);
      await expect(page.getByText('Loading...'), screen.path).toHaveCount(0);
    }
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Onboarding' })).toBeVisible();
    await page.goto('/address');
    await expect(page.getByLabel('Street Name *')).toBeVisible();
  });
});

test('React takes each first-visit screen over with no hydration error, and it works', async ({ page }) => {
  const errors = collectErrors(page);
  for (const screen of SCREENS) {
    const response = await page.goto(screen.path);
    expect(response?.status(), screen.path).toBe(screen.path === '/no-such-page' ? 404 : 200);
    await expect(page.locator('#root'), screen.path).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1 }), screen.path).toHaveText(screen.heading);
    await expect(page, screen.path).toHaveTitle(screen.title);
  }
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await startOnboarding(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(errors).toEqual([]);
});

test('what a new hire types into a first-visit screen is saved, and is there when they come back', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/address');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('House No. *').fill('7');
  await page.getByLabel('Street Name *').fill('Chisel Lane');
  await page.getByLabel('Suburb *').focus();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  // Now with a session: the generic shell, then the screen with the draft.
  await page.reload();
  await expect(page.getByLabel('House No. *')).toHaveValue('7');
  await expect(page.getByLabel('Street Name *')).toHaveValue('Chisel Lane');
  expect(errors).toEqual([]);
});
