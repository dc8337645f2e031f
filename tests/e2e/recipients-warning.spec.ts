import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { ownServerTest } from './helpers/own-server';
import { completeCompanySetup } from './helpers/company-setup';
import { bootstrapOwner } from './helpers/staff-sign-in';

// Issue 35 items 3 and 4 in the browser, at 360 px: a fresh install warns on every admin page
// while a submission would reach nobody, offers its HR staff as recipients with one tap, and
// says which recipients are staff accounts. A fresh install is this spec's own server
// (helpers/own-server.ts): the shared one gets recipients from other specs at any moment.
const test = ownServerTest();
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 800 } });

const OWNER = { name: 'Orla Owner', email: 'orla.owner@recipients-e2e.test' };
const HR = { name: 'Hana Hr', email: 'hana.hr@recipients-e2e.test' };
const PAYROLL = { name: 'Pat Payroll', email: 'pat.payroll@recipients-e2e.test' };

const notice = (page: Page) => page.getByRole('region', { name: 'No notification recipient' });

async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The one-time link of the newest enrolment email to `email`, read as its person reads it. */
function readEnrolmentLink(email: string): string | null {
  if (!fs.existsSync(E2E_MAIL_DIR)) return null;
  const files = fs
    .readdirSync(E2E_MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(E2E_MAIL_DIR, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  for (const file of files) {
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/gi, '=');
    if (!new RegExp(`^To:.*${email.replace(/\./g, '\\.')}`, 'im').test(text)) continue;
    const link = /https?:\/\/[^\s]+\/admin\/enrol#[A-Za-z0-9_-]+/.exec(text);
    if (link) return link[0];
  }
  return null;
}

async function addStaff(page: Page, person: { name: string; email: string }, role: string) {
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  await expectToast(page, 'Staff Member Added', person.email);
}

test('a fresh install warns on every admin page until a recipient is added, and offers its HR staff with one tap', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);

  await test.step('the first owner (made with the setup access code) reads the warning on the first admin page, with the way to fix it', async () => {
    await bootstrapOwner(page.request, OWNER);
    await completeCompanySetup(page.request);
    await page.goto('/admin/applications');
    await expect(notice(page)).toContainText(
      'Nobody is emailed when a new hire submits: there is no active notification recipient.',
    );
    await expect(notice(page).getByRole('link', { name: 'Add a recipient' })).toBeVisible();
    await waitForScreen(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, 'Applications with the no-recipient warning');
  });

  await test.step('the owner adds an HR person and a payroll person on the Staff page', async () => {
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await addStaff(page, HR, 'HR');
    await addStaff(page, PAYROLL, 'Payroll');
  });

  await test.step('payroll, who cannot add recipients, is told who can', async () => {
    const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
    const payroll = await context.newPage();
    const cdp = await context.newCDPSession(payroll);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    let link: string | null = null;
    await expect
      .poll(() => (link = readEnrolmentLink(PAYROLL.email)), { message: 'the enrolment link' })
      .not.toBeNull();
    await payroll.goto(link!);
    await payroll.getByRole('button', { name: 'Create a passkey' }).click();
    // Creating the passkey took over 5 s on the shared 2-core machine: a longer look, not a wait.
    await expect(payroll.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(
      10,
      {
        timeout: 30_000,
      },
    );
    await payroll.getByRole('link', { name: 'I have saved my codes: sign in' }).click();
    await payroll
      .getByRole('dialog', { name: 'Admin Access' })
      .getByRole('button', { name: 'Use a passkey' })
      .click();
    // Payroll lands on Ready for payroll (issue 35 item 11).
    await expect(payroll).toHaveURL(/\/admin\/payroll$/);
    await expect(notice(payroll)).toContainText(
      'there is no active notification recipient. Only an owner or HR can add one: please ask them.',
    );
    await expect(notice(payroll).getByRole('link')).toHaveCount(0);
    await waitForScreen(payroll);
    await expectNoAxeViolations(payroll, "payroll's Ready for payroll with the no-recipient warning");
    await context.close();
  });

  await test.step("the warning's link opens Recipients, where the HR person is offered and payroll is not", async () => {
    await notice(page).getByRole('link', { name: 'Add a recipient' }).click();
    await expect(page.getByRole('heading', { name: 'Notification Recipients', level: 1 })).toBeVisible();
    await expect(notice(page)).toContainText('Add one below.');
    const offer = page.getByRole('region', { name: 'Staff Who Are Not Recipients' });
    // The owner and HR review applications; payroll is told at approval instead.
    await expect(offer.getByRole('listitem')).toHaveCount(2);
    await expect(offer.getByRole('listitem').filter({ hasText: `${HR.name} · HR` })).toHaveCount(1);
    await expect(offer.getByRole('listitem').filter({ hasText: OWNER.name })).toHaveCount(1);
    await expect(offer).not.toContainText(PAYROLL.name);
    await waitForScreen(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, 'Recipients with the staff offer');
  });

  await test.step("one tap on 'Add' makes the HR person a recipient: the warning goes, the row says HR", async () => {
    const offer = page.getByRole('region', { name: 'Staff Who Are Not Recipients' });
    await offer.getByRole('button', { name: `Add ${HR.name}` }).click();
    await expectToast(page, 'Recipient Added', `${HR.name} will receive onboarding notifications.`);
    await expect(notice(page)).toHaveCount(0);
    await expect(offer.getByRole('listitem')).toHaveCount(1);
    await expect(offer).not.toContainText(HR.name);
    const row = page.getByRole('row').filter({ hasText: HR.email });
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: /^Staff Account/ })).toContainText('HR');
    await expectNoAxeViolations(page, 'Recipients with a staff recipient');
  });

  await test.step('deactivated on the Staff page, the HR person is shown as receiving nothing, and the warning is back', async () => {
    await page.goto('/admin/staff');
    await page
      .getByRole('row')
      .filter({ hasText: HR.email })
      .getByRole('button', { name: `Deactivate ${HR.name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate staff member?' });
    await expect(confirm).toContainText('gets no more emails from this app');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'Staff Member Deactivated');
    await page.goto('/admin/notifications');
    const row = page.getByRole('row').filter({ hasText: HR.email });
    await expect(row).toContainText('Deactivated');
    await expect(row).toContainText('HR: receives nothing');
    await expect(notice(page)).toBeVisible();
    await waitForScreen(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, 'Recipients with a deactivated staff recipient');
  });
});
