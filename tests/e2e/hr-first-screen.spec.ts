import { expect, type Browser, type Page } from '@playwright/test';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { ownServerTest } from './helpers/own-server';
import { completeCompanySetup } from './helpers/company-setup';
import { addStaff, bootstrapOwner, fillAdminDialog, type StaffCredentials } from './helpers/staff-sign-in';
import { submittedHire } from './helpers/submitted-hire';

// Issue 35 items 11 and 12 on a 1366x900 laptop: HR signs in and lands on Applications (counters
// that filter, position, location and planned start columns, two orders, ten rows on the first
// screen) and records a VEVO check from an application's page; payroll signs in and lands on
// 'Ready for payroll' and marks the approved hire set up. Staff accounts and a known set of
// applications: a server of its own (helpers/own-server.ts), started for it and stopped after it.
const test = ownServerTest();

const LAPTOP = { width: 1366, height: 900 };
const stamp = Date.now();
const DOMAIN = `hr-first-${stamp}.test`;
const OWNER = { name: 'Orla Owner', email: `orla@${DOMAIN}` };
const HR = { name: 'Hana Hr', email: `hana@${DOMAIN}`, role: 'hr' } as const;
const PAYROLL = { name: 'Pat Payroll', email: `pat@${DOMAIN}`, role: 'payroll' } as const;
/** Both submit; the first is a visa holder (the member form's default answers). */
const VISA_HIRE = { name: 'Vera Visa', email: `vera@${DOMAIN}` };
const OTHER_HIRE = { name: 'Omar Other', email: `omar@${DOMAIN}` };

/** Signs a staff member in the way they do: the Admin dialog at /admin, their email and code. */
async function signIn(browser: Browser, baseURL: string, person: StaffCredentials) {
  const context = await browser.newContext({ baseURL, viewport: LAPTOP });
  const page = await context.newPage();
  await page.goto('/admin');
  const dialog = await fillAdminDialog(page, person);
  await dialog.getByRole('button', { name: 'Access Admin' }).click();
  return page;
}

const applicationId = async (page: Page, email: string) => {
  const res = await page.request.get(`/api/admin/applications?search=${encodeURIComponent(email)}`);
  return ((await res.json()) as { applications: { id: string }[] }).applications[0]!.id;
};

test('HR lands on Applications and finds what needs them; payroll lands on Ready for payroll; a VEVO check is recorded from the application', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(LAPTOP);

  let hrPerson: StaffCredentials | undefined;
  let payrollPerson: StaffCredentials | undefined;
  await test.step('the first owner (made with the setup access code) lands on Applications; they add HR and payroll', async () => {
    await bootstrapOwner(page.request, OWNER);
    await completeCompanySetup(page.request);
    await page.goto('/admin/applications');
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    hrPerson = await addStaff(page.request, HR);
    payrollPerson = await addStaff(page.request, PAYROLL);
    // A set-up install: its HR inbox is a notification recipient, so no admin page warns that a
    // submission reaches nobody (recipients-warning.spec.ts) and the rows are measured as HR sees them.
    const added = await page.request.post('/api/admin/notifications', {
      data: { name: 'HR Inbox', email: 'hr-inbox@hr-first-screen.test' },
    });
    expect(added.status(), await added.text()).toBe(201);
  });

  await test.step('two hires submit', async () => {
    for (const hire of [VISA_HIRE, OTHER_HIRE]) {
      const context = await browser.newContext({ baseURL });
      // Each holds the White Card every seeded site requires (decision 098).
      await submittedHire(await context.newPage(), baseURL!, hire.name, hire.email, {
        licences: [{ kind: 'WHITE_CARD', number: `WC-${hire.name.length}0412` }],
      });
      await context.close();
    }
  });

  const hr = await signIn(browser, baseURL!, hrPerson!);
  await test.step('HR signs in and lands on Applications, not Policy Management', async () => {
    await expect(hr).toHaveURL(/\/admin\/applications$/);
    await expect(hr.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    const nav = hr.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('button', { name: 'Applications' })).toBeDisabled();
  });

  await test.step('HR invites eleven more and withdraws one', async () => {
    for (let i = 1; i <= 11; i++) {
      const res = await hr.request.post('/api/admin/invitations', {
        data: {
          email: `invitee-${String(i).padStart(2, '0')}@${DOMAIN}`,
          fullName: `Invitee ${String(i).padStart(2, '0')}`,
          position: i === 3 ? 'Crane Operator' : 'Labourer',
          department: 'Civil',
          location: i === 3 ? 'Factory' : 'Site',
          // Invitee 03 starts soonest of all (the hires on 01/12/2026).
          plannedStartDate: i === 3 ? '2026-11-30' : `2027-02-${String(i + 10).padStart(2, '0')}`,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const invitations = (await (await hr.request.get('/api/admin/invitations')).json()) as {
      invitations: { id: string; email: string }[];
    };
    const eleventh = invitations.invitations.find((i) => i.email === `invitee-11@${DOMAIN}`)!;
    expect((await hr.request.post(`/api/admin/invitations/${eleventh.id}/withdraw`)).ok()).toBe(true);
    await hr.reload();
  });

  const table = hr.getByRole('table', { name: 'Applications' });
  const rows = table.getByRole('rowgroup').last().getByRole('row');

  await test.step('ten rows or more on the first screen of a 1366x900 laptop, with position, location and planned start', async () => {
    await waitForScreen(hr);
    await expect(rows).toHaveCount(12);
    for (const column of ['Position', 'Location', 'Planned start', 'Last active']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const crane = rows.filter({ hasText: `invitee-03@${DOMAIN}` });
    await expect(crane.getByRole('cell', { name: 'Crane Operator' })).toBeVisible();
    await expect(crane.getByRole('cell', { name: 'Factory' })).toBeVisible();
    await expect(crane.getByRole('cell', { name: '30/11/2026' })).toBeVisible();

    const bottoms = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
    const onFirstScreen = bottoms.filter((bottom) => bottom <= LAPTOP.height).length;
    test.info().annotations.push({
      type: 'rows on the first 1366x900 screen',
      description: `${onFirstScreen} of ${bottoms.length} (row bottoms ${bottoms.map(Math.round).join(', ')})`,
    });
    expect(onFirstScreen).toBeGreaterThanOrEqual(10);
    await expectNoAxeViolations(hr, 'the Applications page');
  });

  await test.step('each counter filters the list: Withdrawn, Submitted, Stalled, then All', async () => {
    const counters = hr.getByRole('group', { name: 'Show applications' });
    await counters.getByRole('button', { name: /^Withdrawn 1$/ }).click();
    await expect(counters.getByRole('button', { name: /^Withdrawn/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`invitee-11@${DOMAIN}`);
    await expect(rows.first().getByText('Withdrawn', { exact: true })).toBeVisible();

    await counters.getByRole('button', { name: /^Submitted 2$/ }).click();
    await expect(rows).toHaveCount(2);
    await expect(table).not.toContainText('invitee-');

    await counters.getByRole('button', { name: /^Stalled 0$/ }).click();
    await expect(hr.getByText('No applications match')).toBeVisible();

    await counters.getByRole('button', { name: /^All 12$/ }).click();
    await expect(rows).toHaveCount(12);
  });

  await test.step('HR sorts by planned start date and by last activity', async () => {
    await hr.getByLabel('Sort by').selectOption({ label: 'Planned start date' });
    await expect(rows.first()).toContainText(`invitee-03@${DOMAIN}`);
    await hr.getByLabel('Sort by').selectOption({ label: 'Last active' });
    // The hire who submitted last was active last; the invitees never were.
    await expect(rows.first()).toContainText(OTHER_HIRE.email);
    await expect(rows.nth(1)).toContainText(VISA_HIRE.email);
  });

  await test.step('HR records the VEVO check from the application, and the page shows it', async () => {
    await rows.filter({ hasText: VISA_HIRE.email }).getByRole('link', { name: VISA_HIRE.name }).click();
    await expect(hr).toHaveURL(/\/admin\/application\?id=/);
    const rights = hr.getByRole('region', { name: 'Right to work' });
    await expect(rights.getByText('Visa: VEVO check needed')).toBeVisible();
    await waitForScreen(hr);
    // No approval without the right to work (issue 40): the reason stays on the page.
    const review = hr.getByRole('region', { name: 'Review' });
    await review.getByRole('button', { name: 'Approve' }).click();
    // HR confirms having sighted the White Card the site requires; then the refusal for work rights.
    const approveDialog = hr.getByRole('dialog', { name: 'Approve this application?' });
    await expect(approveDialog.getByRole('button', { name: 'Approve Application' })).toBeDisabled();
    await approveDialog
      .getByLabel("I have sighted the hire's White Card (general construction induction), number WC-90412")
      .check();
    await approveDialog.getByRole('button', { name: 'Approve Application' }).click();
    await expect(review.getByRole('alert')).toContainText(
      'Not approved: This hire holds a visa and their work rights have not been checked: record a VEVO check before approving.',
    );
    await rights.getByRole('button', { name: 'Record VEVO check' }).click();
    const dialog = hr.getByRole('dialog', { name: 'Record VEVO Check' });
    await dialog.getByLabel('Date of check').fill('2026-11-27');
    await dialog.getByLabel('Result').selectOption({ index: 1 });
    await dialog.getByLabel('VEVO reference').fill('VEVO-778812');
    await expect(dialog.getByLabel('Officer name')).toHaveValue(HR.name);
    await expectNoAxeViolations(hr, 'the VEVO check dialog on the application');
    await dialog.getByRole('button', { name: 'Save VEVO Check' }).click();
    await expectToast(hr, 'VEVO Check Recorded');
    await expect(dialog).toBeHidden();
    await expect(rights).toContainText('27/11/2026');
    await expect(rights).toContainText('ref VEVO-778812');
    await expect(rights.getByText('Visa: VEVO check needed')).toHaveCount(0);
    // The visa's condition 8107 is a to-do: HR confirms the employer is the sponsor.
    const toDo = hr.getByRole('region', { name: 'To do' });
    await expect(toDo).toContainText('Visa condition 8107: they may work only for their sponsor');
    await toDo.getByRole('button', { name: 'Confirm we are the sponsor' }).click();
    await expectToast(hr, 'Sponsor Confirmed');
    await expect(toDo).toContainText(`by ${HR.name} <${HR.email}>`);
    await expectNoAxeViolations(hr, 'an application with its VEVO check');

    const visaId = await applicationId(hr, VISA_HIRE.email);
    const detail = (await (
      await hr.request.get(`/api/admin/applications/${visaId}`)
    ).json()) as ApplicationDetail;
    const approved = await hr.request.post(`/api/admin/applications/${visaId}/approve`, {
      data: { sightedLicenceIds: detail.requiredTickets!.tickets.map((t) => t.licenceId) },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  });

  await test.step('payroll signs in, lands on Ready for payroll and marks the approved hire set up', async () => {
    const payroll = await signIn(browser, baseURL!, payrollPerson!);
    await expect(payroll).toHaveURL(/\/admin\/payroll$/);
    await expect(payroll.getByRole('heading', { name: 'Ready for payroll', level: 1 })).toBeVisible();
    const ready = payroll.getByRole('table', { name: 'Ready for payroll' });
    const row = ready.getByRole('row').filter({ hasText: VISA_HIRE.email });
    await expect(row).toBeVisible();
    await expect(ready.getByRole('row').filter({ hasText: OTHER_HIRE.email })).toHaveCount(0);
    await waitForScreen(payroll);
    await expectNoAxeViolations(payroll, 'Ready for payroll');

    await row.getByRole('button', { name: `Mark set up in payroll for ${VISA_HIRE.name}` }).click();
    const confirm = payroll.getByRole('dialog', { name: 'Mark set up in payroll?' });
    await confirm.getByRole('button', { name: 'Mark Set Up' }).click();
    await expectToast(payroll, 'Set Up in Payroll', VISA_HIRE.name);
    await expect(payroll.getByText('Nobody is waiting to be set up in payroll.')).toBeVisible();

    await payroll.goto('/admin');
    await expect(payroll).toHaveURL(/\/admin\/payroll$/);
    await payroll.context().close();
  });

  await test.step('at /admin, HR lands on Applications too, and it fits a 360 px phone', async () => {
    await hr.goto('/admin');
    await expect(hr).toHaveURL(/\/admin\/applications$/);
    await hr.setViewportSize({ width: 360, height: 740 });
    await waitForScreen(hr);
    await expect(rows).toHaveCount(12);
    // Filtering by keyboard: the counters are buttons.
    await hr.getByRole('button', { name: /^Withdrawn 1$/ }).focus();
    await hr.keyboard.press('Enter');
    await expect(rows).toHaveCount(1);
    expect(await hr.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(hr, 'the Applications page at 360 px');
    await hr.context().close();
  });
});
