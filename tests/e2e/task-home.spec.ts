import { expect, test } from '@playwright/test';
import { untilLive } from './helpers/live';
import { e2eStaffFile } from './helpers/e2e-staff';
import { fillAdminDialog } from './helpers/staff-sign-in';
import { passWelcome, startOnboarding } from './helpers/welcome';

const TITLES = [
  'Personal Information',
  'Workplace Behaviour Policy',
  'Medical Declaration Form',
  'Tax Declaration Form',
  'Choice Of SuperFund',
  'Confidentiality Agreement',
];

test('a new hire sees the six tasks and can start onboarding', async ({ page }) => {
  await page.goto('/');
  for (const title of TITLES)
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('0%')).toBeVisible();
  await expect(page.getByText('Next: Personal Information')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete Personal Info First' }).first()).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Onboarding' });
  await expect(start).toBeVisible();
  // The first time, the welcome: what to have ready and about how long (issue 43 item 3).
  await start.click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('It takes about 15 to 20 minutes.', { exact: false })).toBeVisible();
  await expect(page.getByText('Your tax file number (TFN).', { exact: false })).toBeVisible();
  await expect(page.getByText('Your bank account: the BSB and the account number.')).toBeVisible();
  await passWelcome(page);
  // Once: back home, Start Onboarding goes straight to the first step.
  await page.getByRole('link', { name: 'Back to Tasks' }).click();
  await page.getByRole('button', { name: 'Start Onboarding' }).click();
  await expect(page).toHaveURL(/\/basic-info$/);
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Onboarding' })).toBeVisible();
  await untilLive(page);
  await page.keyboard.press('F8');
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect.poll(() => region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});

test('a locked task explains that personal information comes first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Tax Declaration Form/ }).click();
  await expect(page.getByText('Complete Personal Information First')).toBeVisible();
  await expect(
    page.getByText('Please complete the Personal Information step before accessing other onboarding tasks.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown address shows the 404 page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a wrong code is denied and the field cleared; the right code opens the admin pages', async ({
  page,
}) => {
  const person = e2eStaffFile().staff.dialog;
  await page.goto('/admin');
  await expect(page.getByText('Enter the admin access code to continue.')).toBeVisible();
  const code = page.getByLabel('Access code');
  await expect(code).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Access Admin' })).toBeDisabled();
  await fillAdminDialog(page, person, '000001');
  await code.press('Enter');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Incorrect email, password or code. Please try again.')).toBeVisible();
  await expect(code).toHaveValue('');

  await fillAdminDialog(page, person);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applications' })).toBeDisabled();
  await page.getByRole('button', { name: 'Data Retention' }).click();
  await expect(page).toHaveURL(/\/admin\/data-retention$/);
});

test('an admin page visited without an admin session goes to the staff sign-in with the Admin dialog open', async ({
  page,
}) => {
  await page.goto('/admin/notifications');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Enter the admin access code to continue.')).toBeVisible();
});

test('the home screen fits a 360 px phone and every control is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Onboarding' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  // The prerendered screen is inert until React takes it over; a Tab pressed before that moves
  // nowhere, and the last controls were left unreached (a CI failure).
  await untilLive(page);
  // Tab through the page, marking every element that receives focus; every visible control must.
  const controls = page.locator('button:visible, a[href]:visible, input:visible');
  const total = await controls.count();
  for (let i = 0; i < total + 3; i++) {
    await page.keyboard.press('Tab');
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.setAttribute('data-tab-seen', ''),
    );
  }
  const missed = await controls.evaluateAll((els) =>
    els.filter((el) => !el.hasAttribute('data-tab-seen')).map((el) => el.textContent?.trim()),
  );
  expect(missed).toEqual([]);
});

test('the home screen polls its status every second and an unchanged status costs a 304', async ({
  page,
}) => {
  // The browser turns a 304 back into the cached 200 for the page (and for Playwright's events),
  // so the answer is read where it happens: on the wire, through the DevTools protocol.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const wire: number[] = [];
  const sawNotModified = new Promise<void>((resolve) => {
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      wire.push(event.statusCode);
      if (event.statusCode === 304) resolve();
    });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Onboarding' })).toBeVisible();
  await sawNotModified;
  expect(wire).toContain(304);
});

test('toasts come one at a time, at most 420 px wide, and a swipe to the right dismisses them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Notifications (F8)' });
  const toasts = region.getByRole('listitem');
  await page.getByRole('button', { name: /Tax Declaration Form/ }).click();
  await page.getByRole('button', { name: /Medical Declaration Form/ }).click();
  await expect(region.getByText('Complete Personal Information First')).toBeVisible();
  await expect(toasts).toHaveCount(1);

  const box = (await toasts.first().boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(420);

  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  // Well inside the toast's own 5000 ms, so only the swipe can have dismissed it.
  await expect(toasts).toHaveCount(0, { timeout: 1500 });
});

test('a route change starts at the top with focus on the heading, names the page, and drops the old error', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Onboarding');
  await startOnboarding(page);
  const heading = page.getByRole('heading', { name: 'BASIC INFORMATION', level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle('Basic information · Step 1 of 8 · Onboarding');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const error = page.getByText('All fields marked with * are required');
  await expect(error).toBeVisible();
  await page.getByRole('link', { name: 'Back to Tasks' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(error).toBeHidden();
  await expect(page).toHaveTitle('Onboarding');

  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found · Onboarding');
});
