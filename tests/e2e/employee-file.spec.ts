import { expect, test } from '@playwright/test';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { e2eStaffFile } from './helpers/e2e-staff';
import { signInStaff } from './helpers/staff-sign-in';
import { submittedHire } from './helpers/submitted-hire';

// Issue 42 item 1 (decision 107) on a phone: an approved application is an employee record. HR
// finds the employee under Applications → Employees, opens their file, records the day they
// actually started and, later, the end date and why; the list shows both, and the data-retention
// page the day the record may be deleted (issue 42 item 2, decision 108). The hire submits and
// HR approves through the API (seeded state).

const PHONE = { width: 390, height: 844 };
const stamp = `${Date.now()}.${Math.random().toString(36).slice(2, 7)}`;
const HIRE = { name: `Ellis File ${stamp.slice(-5)}`, email: `ellis.${stamp}@employee-file-e2e.test` };
// An Australian citizen: no VEVO check before approval.
const CITIZEN = {
  tagAustralianCitizen: '1',
  tagVisaCitizen: '0',
  visaNumber: '',
  visaExpiry: '',
  visaSubclass: '',
  visaConditions: '',
};

test('HR opens an employee after approval, records the start date, later the end date and why', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();

  await test.step('the hire submits; HR approves (seeded through the API)', async () => {
    const hireContext = await browser.newContext({ baseURL });
    await submittedHire(await hireContext.newPage(), baseURL!, HIRE.name, HIRE.email, {
      licences: [{ kind: 'WHITE_CARD', number: 'WC-7712045' }],
      fields: CITIZEN,
    });
    await hireContext.close();
    await signInStaff(context.request, e2eStaffFile().staff.employeeFile);
    const list = await context.request.get(
      `/api/admin/applications?search=${encodeURIComponent(HIRE.email)}`,
    );
    const id = ((await list.json()) as { applications: { id: string }[] }).applications[0]!.id;
    const detail = (await (
      await context.request.get(`/api/admin/applications/${id}`)
    ).json()) as ApplicationDetail;
    const approved = await context.request.post(`/api/admin/applications/${id}/approve`, {
      data: { sightedLicenceIds: (detail.requiredTickets?.tickets ?? []).map((t) => t.licenceId) },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  });

  const employee = page.getByRole('region', { name: 'Employee' });
  await test.step('HR finds the employee under Applications → Employees and opens their file', async () => {
    await page.goto('/admin/applications');
    await page.getByRole('link', { name: 'Employees', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
    await page
      .getByRole('search', { name: 'Employees' })
      .getByLabel('Search by name or email')
      .fill(HIRE.email);
    const row = page
      .getByRole('table', { name: 'Employees' })
      .getByRole('row')
      .filter({ hasText: HIRE.email });
    await expect(row).toContainText('Not recorded');
    await row.getByRole('link', { name: HIRE.name }).click();
    await expect(employee).toContainText('Approved: record the day the employee actually started.');
  });

  await test.step('HR records the start date', async () => {
    await employee.getByRole('button', { name: 'Record start date' }).click();
    const form = employee.getByRole('form', { name: 'Start of employment' });
    await form.getByLabel('Start date').fill('2026-03-09');
    await form.getByRole('button', { name: 'Save Start Date' }).click();
    await expectToast(page, 'Start Date Saved');
    await expect(employee.getByTestId('employee-dates')).toContainText('09/03/2026');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Start date recorded: 09/03/2026',
    );
  });

  await test.step('later, HR records the end date and why: not before the start', async () => {
    await employee.getByRole('button', { name: 'Record end date' }).click();
    const form = employee.getByRole('form', { name: 'End of employment' });
    await expectNoAxeViolations(page, "the end of employment form on the employee's page");
    await form.getByLabel('End date').fill('2026-03-02');
    await form.getByLabel('Reason').selectOption({ label: 'Resignation' });
    await form.getByRole('button', { name: 'Save End Date' }).click();
    await expect(form).toContainText('The end date cannot be before the start date');
    await form.getByLabel('End date').fill('2026-10-30');
    await form.getByRole('button', { name: 'Save End Date' }).click();
    await expectToast(page, 'End Date Saved');
    await expect(employee.getByTestId('employee-dates')).toContainText('30/10/2026');
    await expect(employee.getByTestId('employee-dates')).toContainText('Resignation');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'End date recorded: 30/10/2026, Resignation',
    );
  });

  await test.step('the Employees list shows both dates, under those who have left', async () => {
    await page.goto('/admin/employees');
    const search = page.getByRole('search', { name: 'Employees' });
    await search.getByLabel('Show').selectOption({ label: 'Left' });
    await search.getByLabel('Search by name or email').fill(HIRE.email);
    const row = page
      .getByRole('table', { name: 'Employees' })
      .getByRole('row')
      .filter({ hasText: HIRE.email });
    await expect(row).toContainText('09/03/2026');
    await expect(row).toContainText('30/10/2026');
    await expect(row).toContainText('Resignation');
    await waitForScreen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'Employees, filtered to those who have left');
  });

  await test.step('the data-retention page shows when the record becomes deletable: 7 years after the end', async () => {
    await page.goto('/admin/data-retention');
    await page.getByLabel('Search by name or email').fill(HIRE.email);
    const row = page
      .getByRole('table', { name: 'Team members' })
      .getByRole('row')
      .filter({ hasText: HIRE.email });
    await expect(row).toContainText('Deletable from 30/10/2033');
    await expect(row).toContainText('Employee record: 7 years after the employment ends');
  });
  await context.close();
});
