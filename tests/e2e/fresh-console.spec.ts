import { expect, test, type Page } from '@playwright/test';
import type { ApplicationsPage } from '../../src/shared/answers/applications';
import { INVITATION_API } from '../../src/shared/applications';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { loginAsAdmin } from './helpers/admin';
import {
  confidentialityAgreement,
  medicalDeclaration,
  openCard,
  personalInformation,
  superChoice,
  taxDeclaration,
  workplacePolicy,
} from './helpers/complete-tasks';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { untilLive } from './helpers/live';
import { uniqueEmail } from './helpers/new-hire';
import { submittedHire } from './helpers/submitted-hire';
import { passWelcome } from './helpers/welcome';

// Issue 35 item 10: a record not made yet (the draft photo, a task's answers) is an answer, not an
// error. A new hire's and an admin's first visits, page by page, answer no request with a status
// of 400 or more and log no error in the console.

const WIZARD = [
  '/basic-info',
  '/address',
  '/emergency-contact',
  '/personal-status',
  '/card-details',
  '/bank-details',
  '/position-details',
  '/confirmation',
];
const TASKS = [
  '/policy-document',
  '/medical-declaration',
  '/tax-declaration',
  '/superfund-choice',
  '/confidentiality-agreement',
];
const ADMIN_PAGES = [
  '/admin/policies',
  '/admin/applications',
  '/admin/data-retention',
  '/admin/notifications',
  '/admin/deliveries',
  '/admin/staff',
  '/admin/audit',
  '/admin/settings',
  '/test-email',
];

/** Every answer of 400 or more, and every error the page logs, as lines to read. */
function troubles(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    seen.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

/** A fresh load of `path`, until its screen is live and shows its heading. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await untilLive(page);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  // The screen's first reads answered (the query client's fetches, the autosave's none).
  await page.waitForLoadState('networkidle');
}

test.use({ viewport: { width: 360, height: 740 } });

test('a visitor without a session: every screen loads with no 4xx and no console error', async ({ page }) => {
  const seen = troubles(page);
  for (const path of ['/', ...WIZARD, ...TASKS]) await visit(page, path);
  expect(seen).toEqual([]);
});

test("a new hire's first run: the home, the eight steps and each task, before and after it is done, with no 4xx and no console error", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const seen = troubles(page);
  const email = uniqueEmail(testInfo);
  await visit(page, '/');
  await personalInformation(page, email);

  // Each task screen opened fresh before anything is saved for it.
  for (const path of ['/', ...WIZARD, ...TASKS]) await visit(page, path);

  await visit(page, '/');
  await workplacePolicy(page);
  await openCard(page, 'Medical Declaration Form');
  await medicalDeclaration(page, 'None');
  // The super choice before the tax declaration: no TFN to carry over yet.
  await superChoice(page, false);
  await taxDeclaration(page);
  await confidentialityAgreement(page);

  // And again with every record saved.
  for (const path of ['/', ...WIZARD, ...TASKS]) await visit(page, path);
  expect(seen).toEqual([]);
});

test("an invited hire's first run from the emailed link: the home, the steps and each task with no 4xx and no console error", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo);
  await loginAsAdmin(page);
  const invited = await page.request.post(INVITATION_API.create, {
    data: {
      email,
      fullName: 'Ava Steelfixer',
      position: 'Steelfixer',
      department: 'Structures',
      location: 'Site',
      plannedStartDate: '2027-02-01',
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(() => {
      for (const mail of mailsToNewestFirst(E2E_MAIL_DIR, email)) {
        link = /\/invite#[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, ''))?.[0];
        if (link) return link;
      }
      return undefined;
    })
    .toBeDefined();

  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const hire = await context.newPage();
  const seen = troubles(hire);
  await hire.goto(link!);
  // The link proves the email; the welcome, then basic info with what HR typed.
  await passWelcome(hire);
  await untilLive(hire);
  await expect(hire.getByLabel('Full Name *')).toHaveValue('Ava Steelfixer');
  await hire.waitForLoadState('networkidle');
  for (const path of ['/', ...WIZARD, ...TASKS]) await visit(hire, path);
  await context.close();
  expect(seen).toEqual([]);
});

test("the admin pages' first load, and a submitted application's page: no 4xx and no console error", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const hireContext = await browser.newContext({ baseURL });
  await submittedHire(await hireContext.newPage(), baseURL!, 'Noah Plasterer', email);
  await hireContext.close();

  await loginAsAdmin(page);
  const seen = troubles(page);
  for (const path of ADMIN_PAGES) await visit(page, path);
  const list = await page.request.get(`/api/admin/applications?search=${encodeURIComponent(email)}`);
  const [application] = ((await list.json()) as ApplicationsPage).applications;
  await visit(page, `/admin/application?id=${application!.id}`);
  await expect(page.getByText('Noah Plasterer').first()).toBeVisible();
  expect(seen).toEqual([]);
});
