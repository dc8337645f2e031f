import { expect, test } from '@playwright/test';
import { confirmEmailInDialog } from './helpers/email-code';
import { untilLive } from './helpers/live';
import { headshotJpeg, uniqueEmail } from './helpers/new-hire';
import { seedMember } from './helpers/seed-member';
import { e2eStaffFile } from './helpers/e2e-staff';
import { fillAdminDialog } from './helpers/staff-sign-in';

// Issue 19 item 6a (decision 021): a bank draft planted in a shared tablet's session must not
// move into the next person's application when they prove their email in that browser.

test("a bank draft left on a shared tablet does not prefill the next new hire's bank details", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  // Someone before, on this tablet: a bank draft and a headshot in the browser's session.
  const planted = await page.request.put('/api/me/drafts/bank-details?autosave=1', {
    data: {
      bankInstitution: 'Thief Bank',
      bankAccountName: 'M Allory',
      bankBSB: '999-999',
      bankAccountNumber: '66666666',
    },
  });
  expect(planted.ok()).toBe(true);
  const photo = await page.request.put('/api/me/photo', {
    multipart: { profilePhoto: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg() } },
  });
  expect(photo.ok()).toBe(true);

  // The new hire opens the app, fills in basic info (the headshot is on screen) and proves.
  await page.goto('/basic-info');
  await untilLive(page);
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Nina Newhire');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of Birth').fill('1995-03-03');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await confirmEmailInDialog(page, email);
  await expect(page.getByRole('heading', { name: 'ADDRESS', level: 1 })).toBeVisible();

  await page.goto('/bank-details');
  await untilLive(page);
  await expect(page.getByLabel('Bank Name')).toHaveValue('');
  await expect(page.getByLabel('Account Name')).toHaveValue('');
  await expect(page.getByLabel('BSB Number')).toHaveValue('');
  await expect(page.getByLabel('Account Number')).toHaveValue('');
  // What the person typed came along.
  await page.goto('/basic-info');
  await untilLive(page);
  await expect(page.getByLabel('Full Name')).toHaveValue('Nina Newhire');
});

// Attack review (decision 029): a staff sign-in on a hire's browser starts a session of its own;
// the hire is signed out of that browser, and nothing of theirs stays on the staff screens.
test("staff signing in on a hire's tablet signs the hire out of it", async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await seedMember(baseURL!, 'Tabitha Tablet', email, page.request);
  await page.goto('/');
  await untilLive(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Tabitha Tablet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The site supervisor signs in to the admin pages on the same tablet, at /admin: the hire's
  // home has no Admin button (issue 43 item 5).
  await expect(page.getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto('/admin');
  const dialog = await fillAdminDialog(page, e2eStaffFile().staff.tablet);
  await dialog.getByRole('button', { name: 'Access Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  // The staff session is no one's application: the hire's routes answer as for a visitor.
  expect((await (await page.request.get('/api/me/status')).json()).email).toBeNull();

  // Signing out of the admin pages leads home: a visitor's welcome, not the hire's.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your onboarding' })).toBeVisible();
  await expect(page.getByText('Tabitha Tablet')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await page.reload();
  await untilLive(page);
  await expect(page.getByRole('heading', { name: 'Welcome to your onboarding' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});
