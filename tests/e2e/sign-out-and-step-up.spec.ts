import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_MAIL_DIR, latestEmailCode } from './helpers/email-code';
import { uniqueEmail } from './helpers/new-hire';
import { submittedHire } from './helpers/submitted-hire';

// Issue 19 item 2 in the browser, at 390x844 (playwright.config.ts): Sign out after submitting,
// and a bank change after submitting behind a fresh emailed code.

/** Decoded texts of the messages the SMTP peer filed for `email`. */
function mailsTo(email: string): string[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(E2E_MAIL_DIR, f), 'utf8'))
    .filter((raw) => new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(raw))
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** Counts the API requests the browser sends (the seeding's own are counted by submittedHire). */
function countApiRequests(page: Page, testTitle: string, seeded: () => number) {
  let browser = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) browser++;
  });
  return () => console.info(`${testTitle}: ${seeded()} seeding + ${browser} browser API requests`);
}

async function drawInitial(page: Page) {
  const pad = page.getByRole('img', { name: 'Initial pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the initial pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.2, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.75, { steps: 8 });
  await page.mouse.up();
}

test('a new hire signs out after submitting; the next visitor on the same browser sees no data', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  let seeded = 0;
  const report = countApiRequests(page, 'sign-out', () => seeded);
  seeded = await submittedHire(page, baseURL!, 'Sid Signout', email);
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  const [before] = (await page.context().cookies()).filter((c) => c.name === 'sid');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your onboarding' })).toBeVisible();
  await expect(page.getByText('Sid Signout')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'APPLICATION SUBMITTED!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  // Even the old cookie, put back by whoever sits down next, opens nothing: the session is gone.
  await page.context().addCookies([before!]);
  expect((await (await page.request.get('/api/me/status')).json()).email).toBeNull();
  expect((await page.request.get(`/api/team-members/by-email/${email}`)).status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to your onboarding' })).toBeVisible();
  report();
});

test('after submitting, changing the bank account asks for a code and the change is emailed', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  let seeded = 0;
  const report = countApiRequests(page, 'bank change', () => seeded);
  seeded = await submittedHire(page, baseURL!, 'Bea Banker', email);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'APPLICATION SUBMITTED!' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.getByRole('button', { name: 'Personal Information', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Personal Information' })
    .getByRole('button', { name: 'Edit' })
    .click();
  // The stored numbers came back masked: no form opens on them; the code dialog asks for a fresh code.
  const proof = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(proof.getByText('your tax file, bank and visa numbers are hidden')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
  await expect(proof.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await proof.getByLabel('6-digit code').fill(await latestEmailCode(email));
  await proof.getByRole('button', { name: 'Verify' }).click();
  await expect(proof).toBeHidden();
  await expect(page.getByLabel('Full Name')).toHaveValue('Bea Banker');

  await page.goto('/bank-details');
  await expect(page.getByLabel('Account Number')).toHaveValue('12345678');
  await page.getByLabel('Account Number').fill('99887766');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'POSITION DETAILS', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Step 8 of 8', { exact: true })).toBeVisible();
  await expect(page.getByText('99887766')).toBeVisible();
  await drawInitial(page);
  await page.getByRole('button', { name: 'Continue to Next Task' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'RE-SUBMISSION REQUIRED' }).click();
  await expect(page.getByText('Application Submitted Successfully!').first()).toBeVisible();
  let change: string | undefined;
  await expect
    .poll(() => (change = mailsTo(email).find((m) => m.includes('What changed since your last submission'))))
    .toBeDefined();
  expect(change).toContain('- Personal Information: Bank account number');
  expect(change).not.toContain('99887766');
  // After the fireworks, the success page.
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  report();
});
