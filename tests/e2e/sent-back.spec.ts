import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsToNewestFirst, readEmailCode } from '../fixtures/read-email-code';
import { expectNoAxeViolations } from './helpers/axe';
import { openCard } from './helpers/complete-tasks';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { submittedHire } from './helpers/submitted-hire';
import { e2eStaffFile } from './helpers/e2e-staff';

// Issue 35 item 1: HR sends each of the six tasks back in turn; the hire, on the same phone,
// opens the task from its card and finds every screen of it holding what they saved (exactly as
// Edit opens it), after the fresh code the submitted numbers ask for. Item 2: the change
// request's emailed link, opened in a browser that never saw the app, signs the hire in and lands
// on the task with its answers and HR's message.

const PHONE = { width: 360, height: 740 };
const NOTES = 'Needs a parking spot near the site gate';
const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@sent-back-e2e.test`;

const mails = (email: string) => [...mailsToNewestFirst(E2E_MAIL_DIR, email)];

/** The newest message to `email` matching `pattern`, as its reader sees it (soft breaks undone). */
async function mailTo(email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const raw of mails(email)) {
          const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
          if (pattern.test(text)) return (found = text);
        }
        return undefined;
      },
      { message: `a message to ${email} matching ${pattern}`, timeout: 30_000 },
    )
    .toBeDefined();
  return found!;
}

/** The shared e2e server's owner (signed in by global-setup.ts) sends `taskId` back with `message`. */
async function sendBack(browser: Browser, email: string, taskId: string, message: string) {
  const context = await browser.newContext({ storageState: e2eStaffFile().ownerState });
  const api = context.request;
  const list = await api.get(`/api/admin/applications?search=${encodeURIComponent(email)}`);
  const [row] = ((await list.json()) as { applications: { id: string }[] }).applications;
  const asked = await api.post(`/api/admin/applications/${row!.id}/request-changes`, {
    data: { taskId, message },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await context.close();
}

/** The step-up code dialog: the fresh code mailed after `before` messages, entered. */
async function enterFreshCode(page: Page, email: string, before: number) {
  const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect.poll(() => mails(email).length).toBeGreaterThan(before);
  await dialog.getByLabel('6-digit code').fill(readEmailCode(E2E_MAIL_DIR, email)!);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

/** Every screen of the wizard shows the saved member (tests/fixtures/member-form.ts). */
async function expectWizardAnswers(page: Page, fullName: string) {
  await stepHeading(page, 'BASIC INFORMATION');
  await expect(page.getByLabel('Full Name')).toHaveValue(fullName);
  await expect(page.getByLabel('Gender')).toHaveValue('Male');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1990-05-17');
  await next(page);
  await stepHeading(page, 'ADDRESS');
  await expect(page.getByLabel('House No.')).toHaveValue('12');
  await expect(page.getByLabel('Street Name')).toHaveValue('Hammer St');
  await expect(page.getByLabel('Post Code')).toHaveValue('2150');
  await next(page);
  await stepHeading(page, 'EMERGENCY CONTACTS');
  const primary = page.getByRole('group', { name: 'Primary Contact' });
  await expect(primary.getByLabel('Full Name')).toHaveValue('Alex Carpenter');
  await expect(primary.getByLabel('Relationship')).toHaveValue('Spouse');
  await next(page);
  await stepHeading(page, 'PERSONAL STATUS');
  await expect(page.getByLabel('Visa Number')).toHaveValue('VZ7788123');
  await next(page);
  await stepHeading(page, 'CARD DETAILS');
  await expect(page.getByText('No licences or tickets added yet.')).toBeVisible();
  await next(page);
  await stepHeading(page, 'BANK DETAILS');
  await expect(page.getByLabel('Account Number')).toHaveValue('12345678');
  await expect(page.getByLabel('BSB Number')).toHaveValue('062-000');
  await next(page);
  await stepHeading(page, 'POSITION DETAILS');
  await expect(page.getByLabel('Position')).toHaveValue('Carpenter');
  await next(page);
  await expect(page.getByText('Step 8 of 8', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Anything else we need to know?')).toHaveValue(NOTES);
}

interface SentBackTask {
  id: string;
  title: string;
  /** The task's screens show what was saved (after the fresh code, when it asks for one). */
  expectAnswers: (page: Page, fullName: string) => Promise<void>;
}

const SIX: SentBackTask[] = [
  { id: 'personal-information', title: 'Personal Information', expectAnswers: expectWizardAnswers },
  {
    id: 'workplace-behaviour',
    title: 'Workplace Behaviour Policy',
    expectAnswers: async (page) => {
      await expect(page.getByText(/^You have signed version \S+ of this document/)).toBeVisible();
      await expect(
        page
          .getByRole('group', { name: /who to report a workplace behaviour concern/ })
          .getByRole('radio', { name: 'Yes, I understand' }),
      ).toBeChecked();
    },
  },
  {
    id: 'medical-declaration',
    title: 'Medical Declaration Form',
    expectAnswers: async (page) => {
      await expect(page.getByText(/^You have signed version \S+ of this document/)).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: /previous or existing medical conditions/ }),
      ).toHaveValue('None');
    },
  },
  {
    id: 'tax-declaration',
    title: 'Tax Declaration Form',
    expectAnswers: async (page) => {
      await expect(page.getByRole('textbox', { name: /^Tax File Number/ })).toHaveValue('123 456 782');
      await expect(page.getByRole('radio', { name: 'Full-time employment' })).toBeChecked();
      await expect(
        page.getByRole('radio', { name: 'An Australian resident for tax purposes' }),
      ).toBeChecked();
    },
  },
  {
    id: 'superfund-choice',
    title: 'Choice Of SuperFund',
    expectAnswers: async (page) => {
      await expect(page.getByRole('radio', { name: /OPTION 1/ })).toBeChecked();
    },
  },
  {
    id: 'confidentiality-agreement',
    title: 'Confidentiality Agreement',
    expectAnswers: async (page) => {
      await expect(page.getByRole('checkbox', { name: /tender prices/ })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: /return all company property/ })).toBeChecked();
    },
  },
];

test.use({ viewport: PHONE });

for (const task of SIX) {
  test(`HR sends ${task.title} back: the hire finds their saved answers on every screen of it`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const email = uniqueEmail(task.id);
    const fullName = 'Sam Carpenter';
    await submittedHire(page, baseURL!, fullName, email, { fields: { notes: NOTES } });
    const message = `Please check your ${task.title} again.`;
    await sendBack(browser, email, task.id, message);
    await mailTo(email, /asks you to change your/);
    const before = mails(email).length;

    await page.goto('/');
    await expect(page.getByText(`HR asked: ${message}`).first()).toBeVisible();
    await openCard(page, task.title);
    // The submitted numbers (and medical answers) came back masked: a fresh code opens them, as Edit asks.
    if (task.id !== 'workplace-behaviour' && task.id !== 'confidentiality-agreement')
      await enterFreshCode(page, email, before);
    await expect(page.getByText(`HR asked: ${message}`)).toBeVisible();
    await task.expectAnswers(page, fullName);
    await expectNoAxeViolations(page, `${task.title} sent back, with its answers`);
  });
}

test("the change request's emailed link, opened in a browser that never saw the app, signs the hire in on the task", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail('link');
  await submittedHire(page, baseURL!, 'Kim Linked', email);
  const message = 'Please correct your tax residency.';
  await sendBack(browser, email, 'tax-declaration', message);
  const mail = await mailTo(email, /asks you to change your Tax Declaration Form/);
  const link = /https?:\/\/\S+\/changes#[A-Za-z0-9_-]+/.exec(mail)?.[0];
  expect(link, 'a sign-in link in the email').toBeDefined();
  const before = mails(email).length;

  const fresh = await browser.newContext({ baseURL, viewport: PHONE });
  const phone = await fresh.newPage();
  const url = new URL(link!);
  await phone.goto(`${url.pathname}${url.hash}`);
  await expect(phone).toHaveURL(/\/tax-declaration$/);
  // The TFN came back masked: a fresh code first, as Edit asks; then the form on the saved answers.
  await enterFreshCode(phone, email, before);
  await expect(phone.getByText(`HR asked: ${message}`)).toBeVisible();
  await expect(phone.getByRole('textbox', { name: /^Tax File Number/ })).toHaveValue('123 456 782');
  await expect(phone.getByRole('radio', { name: 'Full-time employment' })).toBeChecked();
  await expectNoAxeViolations(phone, 'the task a change-request link opened');

  // The link works once: a second browser is refused and offered the code sign-in.
  const second = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await second.goto(`${url.pathname}${url.hash}`);
  await expect(second.getByRole('alert')).toHaveText(
    'This link has already been used. It works once, so that nobody else can open your application with it.',
  );
  await expect(second.getByRole('button', { name: 'Continue an existing application' })).toBeVisible();
  await expectNoAxeViolations(second, 'a used change-request link');
  await fresh.close();
  await second.context().close();
});
