import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readContinueLink } from '../fixtures/read-email-code';
import { expectNoAxeViolations } from './helpers/axe';
import { E2E_MAIL_DIR, latestEmailCode } from './helpers/email-code';
import { headshotJpeg, uniqueEmail } from './helpers/new-hire';
import { untilLive } from './helpers/live';
import { seedMember } from './helpers/seed-member';

// Issue 23 item 2, on a site worker's phone: the tab reloads while the new hire reads the email
// in the mail app, and the email's 'Continue on this phone' link.

test.use({ viewport: { width: 360, height: 740 } });

/** The messages the SMTP peer has filed for `email`. */
const mailsTo = (email: string) =>
  fs.existsSync(E2E_MAIL_DIR)
    ? fs
        .readdirSync(E2E_MAIL_DIR)
        // Only filed messages: the peer's folder also holds others' (a second server's) entries.
        .filter((f) => f.endsWith('.eml'))
        .filter((f) => fs.readFileSync(`${E2E_MAIL_DIR}/${f}`, 'utf8').includes(email)).length
    : 0;

/** Basic info filled in and Next tapped: the code dialog says the code went out. */
async function askForCode(page: Page, email: string) {
  await page.goto('/basic-info');
  await untilLive(page);
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
  await crop.getByRole('button', { name: 'Crop Photo' }).click();
  await expect(crop).toBeHidden();
  await page.getByLabel('Full Name').fill('Nguyễn Văn An');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of Birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  return dialog;
}

/** The link as mailed, opened on this test server (the mail names PUBLIC_URL, unset here). */
function linkPath(email: string): string {
  const link = readContinueLink(E2E_MAIL_DIR, email);
  if (!link) throw new Error(`no link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

test('a reload while reading the email keeps the code box; the wait counts down and the first code works', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await askForCode(page, email);
  const firstCode = await latestEmailCode(email);
  expect(mailsTo(email)).toBe(1);

  // The phone drops the tab while the mail app is open.
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(dialog.getByLabel('6-digit code')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const resend = dialog.getByRole('button', { name: /^Resend code in \d+ s$/ });
  await expect(resend).toBeDisabled();
  const secondsLeft = async () => Number(/(\d+) s$/.exec((await resend.textContent()) ?? '')?.[1] ?? 0);
  const seconds = await secondsLeft();
  expect(seconds).toBeLessThanOrEqual(30);
  await expect.poll(secondsLeft, { message: 'the wait counts down' }).toBeLessThan(seconds);
  await expect(dialog.getByText(/Please wait/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the code dialog after a reload');

  // Closed and opened again with Next: the same code box, no new code.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByLabel('6-digit code')).toBeVisible();
  expect(mailsTo(email)).toBe(1);

  await dialog.getByLabel('6-digit code').fill(firstCode);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'ADDRESS', level: 1 })).toBeVisible();
  // Basic info, on screen under the dialog, went with the email.
  const drafts = (await (await page.request.get('/api/me/drafts')).json()).drafts;
  expect(drafts['basic-info']).toMatchObject({ email, fullName: 'Nguyễn Văn An' });
});

test("'Continue an existing application' after a reload opens the box for the code in the inbox", async ({
  page,
  baseURL,
}, testInfo) => {
  // Issue 35, item 7: the hire resumes on the home screen, asks for a code, and the phone drops
  // the tab while they read the email.
  const email = uniqueEmail(testInfo);
  await seedMember(baseURL!, 'Resume Reload', email);
  const mailed = mailsTo(email);
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue an existing application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue your application' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect.poll(() => mailsTo(email)).toBe(mailed + 1);
  const firstCode = await latestEmailCode(email);

  await page.reload();
  await page.getByRole('button', { name: 'Continue an existing application' }).click();
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(dialog.getByLabel('6-digit code')).toBeVisible();
  const resend = dialog.getByRole('button', { name: /^Resend code in \d+ s$/ });
  await expect(resend).toBeDisabled();
  const secondsLeft = async () => Number(/(\d+) s$/.exec((await resend.textContent()) ?? '')?.[1] ?? 0);
  const seconds = await secondsLeft();
  expect(seconds).toBeLessThanOrEqual(30);
  await expect.poll(secondsLeft, { message: 'the wait counts down' }).toBeLessThan(seconds);
  await expect(dialog.getByText(/Please wait/)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the resume dialog after a reload');

  // The same address typed again within the wait: the same box, not 'Please wait'.
  await dialog.getByRole('button', { name: 'Change email' }).click();
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByLabel('6-digit code')).toBeVisible();
  await expect(dialog.getByText(/Please wait/)).toHaveCount(0);
  expect(mailsTo(email)).toBe(mailed + 1);

  await dialog.getByLabel('6-digit code').fill(firstCode);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  const status = await (await page.request.get('/api/me/status')).json();
  expect(status.email).toBe(email);
});

test("the email's link proves the email in the browser that asked", async ({ page, context }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await askForCode(page, email);
  // The mail app opens the link in a new tab of the same browser.
  const tab = await context.newPage();
  await tab.goto(linkPath(email));
  await expect(tab.getByRole('heading', { name: 'Your email is confirmed', level: 1 })).toBeVisible();
  expect(new URL(tab.url()).hash).toBe('');
  await expectNoAxeViolations(tab, 'the confirmed link');
  await tab.getByRole('link', { name: 'Continue' }).click();
  await expect(tab.getByRole('heading', { name: 'ADDRESS', level: 1 })).toBeVisible();
  const status = await (await tab.request.get('/api/me/status')).json();
  expect(status.email).toBe(email);
  const drafts = (await (await tab.request.get('/api/me/drafts')).json()).drafts;
  expect(drafts['basic-info']).toMatchObject({ email, fullName: 'Nguyễn Văn An' });

  // Back on the first tab, the code dialog gives way: the email is proven.
  await page.bringToFront();
  await expect(page.getByRole('dialog', { name: 'Confirm your email' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'ADDRESS', level: 1 })).toBeVisible();
});

test("the email's link opened anywhere else shows the code to type and signs nobody in", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const dialog = await askForCode(page, email);
  const code = await latestEmailCode(email);

  const elsewhere = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const desktop = await elsewhere.newPage();
  await desktop.goto(linkPath(email));
  await expect(
    desktop.getByRole('heading', { name: 'Type this code on the phone you started on', level: 1 }),
  ).toBeVisible();
  await expect(desktop.getByText(code, { exact: true })).toBeVisible();
  await expectNoAxeViolations(desktop, 'the link in another browser');
  const status = await (await desktop.request.get('/api/me/status')).json();
  expect(status.email).toBeNull();
  await elsewhere.close();

  // The code still works on the phone.
  await dialog.getByLabel('6-digit code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'ADDRESS', level: 1 })).toBeVisible();
});
