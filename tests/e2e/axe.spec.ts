import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { SPA_ROUTES } from '../../src/shared/routes';
import { makeInitialPng } from '../fixtures/make-initial';
import { loginAsAdmin } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { acceptMail, refuseMail } from './helpers/refuse-mail';
import { seedMember } from './helpers/seed-member';
import { submitApplicationViaApi } from './helpers/submit-application';

// axe-core on every route and every dialog a person can open, failing on any violation. One
// browser context per group; states are seeded through the API where a journey is not the point.

const EMPLOYEE_ROUTES = SPA_ROUTES.filter((route) => !route.startsWith('/admin') && route !== '/test-email');
const ADMIN_ROUTES = SPA_ROUTES.filter((route) => route.startsWith('/admin') || route === '/test-email');

function uniqueEmail(testInfo: TestInfo): string {
  return `axe-${testInfo.workerIndex}-${Date.now()}@example.com`;
}

/** Opens a dialog with `opener`, checks it with axe, and closes it with Escape. */
async function checkDialog(page: Page, opener: Locator, name: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Loading/)).toHaveCount(0);
  await expectNoAxeViolations(page, `the '${String(name)}' dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Signs the workplace behaviour policy through the API, as its page would. */
async function signWorkplacePolicy(page: Page, email: string) {
  const doc = await page.request.get('/api/me/policy-documents/workplace-behaviour');
  expect(doc.ok()).toBe(true);
  const { id, questions } = (await doc.json()) as { id: string; questions: { id: string; kind?: string }[] };
  const signed = await page.request.post('/api/policy-acknowledgments', {
    data: {
      email,
      policyDocumentId: id,
      signature: await makeInitialPng(),
      answers: questions.map((q) => ({
        questionId: q.id,
        answer: q.kind === 'understand' ? 'Yes' : 'Understood',
      })),
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
}

test('a first-time visitor: the home, basic info, the 404 page and their dialogs pass axe', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(testInfo);
  await page.goto('/');
  await waitForScreen(page);
  await expectNoAxeViolations(page, '/ (first visit)');
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Continue an existing application' }),
    'Continue your application',
  );
  await page.getByRole('button', { name: 'More' }).click();
  await expectNoAxeViolations(page, '/ with the More menu open');
  await checkDialog(page, page.getByRole('button', { name: 'Clear All Data & Start Fresh' }), /Clear/);

  // Staff sign in at /admin: the Admin dialog, open with the page.
  await page.goto('/admin');
  await expect(page.getByRole('dialog', { name: 'Admin Access' })).toBeVisible();
  await expectNoAxeViolations(page, "the 'Admin Access' dialog at /admin");
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin (staff sign-in)');

  await page.goto('/basic-info');
  await waitForScreen(page);
  await expectNoAxeViolations(page, '/basic-info (first visit)');
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b08a6e' } })
      .jpeg()
      .toBuffer(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
  await expect(crop.getByRole('img', { name: 'Your photo, to crop' })).toBeVisible();
  await expectNoAxeViolations(page, "the 'Crop Your Headshot' dialog");
  await crop.getByRole('button', { name: 'Crop Photo' }).click();
  await expect(crop).toBeHidden();

  // The first Next asks for the emailed code.
  await page.getByLabel('Full Name').fill('Sam Carpenter');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of Birth').fill('1990-05-17');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const proof = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(proof.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, "the 'Confirm your email' dialog");
  await page.keyboard.press('Escape');
  await expect(proof).toBeHidden();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page, 'the 404 page');
});

test('a new hire with personal information done: every employee route passes axe', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await seedMember(baseURL!, 'Sam Carpenter', email, page.request);
  await signWorkplacePolicy(page, email);
  test.setTimeout(180_000);
  for (const route of EMPLOYEE_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await waitForScreen(page);
      await expectNoAxeViolations(page, route);
    });
  }
});

/** The tax declaration and the super choice, posted as their forms would. */
async function fileTaxAndSuper(page: Page, email: string) {
  const initial = await makeInitialPng();
  const tax = await page.request.post('/api/tax-declarations', {
    data: {
      email,
      taxFileNumber: '123 456 782',
      tfnExemption: '',
      basisOfPayment: 'full-time',
      australianResident: 'resident',
      claimTaxFreeThreshold: 'yes',
      hasHELPDebt: 'no',
      previousFamilyName: '',
      taxDeclarationDate: new Date().toISOString().slice(0, 10),
      taxDeclarationSignature: initial,
    },
  });
  expect(tax.ok(), await tax.text()).toBe(true);
  const superChoice = await page.request.post('/api/superfund-choices', {
    data: {
      email,
      fundChoice: 'cbus',
      taxFileNumber: '123 456 782',
      cbusMemberNumber: '',
      superfundSignature: initial,
    },
  });
  expect(superChoice.ok(), await superChoice.text()).toBe(true);
}

test("a new hire's task dialogs on the home screen pass axe", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await seedMember(baseURL!, 'Sam Carpenter', email, page.request);
  await signWorkplacePolicy(page, email);
  await fileTaxAndSuper(page, email);
  await page.goto('/');
  await waitForScreen(page);
  await expectNoAxeViolations(page, '/ (two tasks done)');

  await checkDialog(
    page,
    page.getByRole('button', { name: 'View Personal Information' }),
    'Personal Information',
  );
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Personal Information', exact: true }),
    'Personal Information',
  );
  await page.getByRole('button', { name: 'Personal Information', exact: true }).click();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('dialog', { name: 'Reset Personal Information?' })).toBeVisible();
  await expectNoAxeViolations(page, "the 'Reset Personal Information?' dialog");
  await page.keyboard.press('Escape');

  await checkDialog(
    page,
    page.getByRole('button', { name: 'View Workplace Behaviour Policy' }),
    /Workplace Behaviour Policy/,
  );
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Workplace Behaviour Policy', exact: true }),
    /Workplace Behaviour Policy/,
  );

  await checkDialog(page, page.getByRole('button', { name: 'View Choice Of SuperFund' }), /SuperFund/);
  // The completed card's own choices (issue 23, item 11), then its View.
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Choice Of SuperFund', exact: true }),
    'Choice Of SuperFund',
  );
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Tax Declaration Form', exact: true }),
    'Tax Declaration Form',
  );
  await page.getByRole('button', { name: 'View Tax Declaration Form' }).click();
  const taxView = page.getByRole('dialog', { name: /Tax Declaration/ });
  await expect(taxView.getByText('••• ••• 782')).toBeVisible();
  await expectNoAxeViolations(page, 'the tax declaration view dialog');
  await taxView.getByRole('button', { name: 'Delete and Resubmit' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoAxeViolations(page, "the tax declaration's 'Delete and Resubmit' dialog");
});

test('an admin: every admin page and its dialogs pass axe', async ({ page, baseURL }, testInfo) => {
  // Eleven screens and their dialogs, each scanned: past 120 s beside another worker on a 2-core
  // machine where first-touched memory is slow (see playwright.config.ts).
  test.setTimeout(240_000);
  await seedMember(baseURL!, 'Alex Admin-View', uniqueEmail(testInfo));
  await loginAsAdmin(page);
  const recipient = await page.request.post('/api/admin/notifications', {
    data: { name: 'Pat Payroll', email: `payroll-${Date.now()}@example.com`, active: true },
  });
  expect(recipient.ok(), await recipient.text()).toBe(true);
  for (const route of ADMIN_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await waitForScreen(page);
      await expectNoAxeViolations(page, route);
    });
  }

  await page.goto('/admin/data-retention');
  await waitForScreen(page);
  await checkDialog(
    page,
    page.getByRole('button', { name: 'Mark Downloaded for Alex Admin-View' }),
    'Mark Downloaded',
  );

  await page.goto('/admin/notifications');
  await waitForScreen(page);
  await checkDialog(page, page.getByRole('button', { name: 'Delete Pat Payroll' }), 'Delete Recipient');
});

test('an admin: the failed-deliveries notice and the Deliveries page, filtered and after a Retry, pass axe', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await submitApplicationViaApi(baseURL!, 'Axel Delivery', email, { beforeSubmit: () => refuseMail(email) });
  await loginAsAdmin(page);
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/admin/deliveries?status=failed');
      return ((await res.json()) as { deliveries: { recipient: string | null }[] }).deliveries.some(
        (d) => d.recipient === email,
      );
    })
    .toBe(true);

  await page.goto('/admin/policies');
  await waitForScreen(page);
  await expect(page.getByRole('region', { name: 'Failed deliveries' })).toBeVisible();
  await expectNoAxeViolations(page, '/admin/policies (failed deliveries notice)');

  await page.goto('/admin/deliveries');
  await waitForScreen(page);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Failed');
  await expectNoAxeViolations(page, '/admin/deliveries (a failed delivery)');
  await page.getByLabel('Status').selectOption('Failed');
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, '/admin/deliveries (filtered: Failed)');
  await page.getByLabel('Status').selectOption('Pending');
  await expect(row).toBeHidden();
  await expectNoAxeViolations(page, '/admin/deliveries (filtered: Pending)');

  await page.getByLabel('Status').selectOption('All deliveries');
  acceptMail(email);
  await row.getByRole('button', { name: /^Retry/ }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Delivery Retried'),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/admin/deliveries (after a Retry, with its toast)');
  await expect(row).toContainText('Delivered');
  await expectNoAxeViolations(page, '/admin/deliveries (delivered)');
});
