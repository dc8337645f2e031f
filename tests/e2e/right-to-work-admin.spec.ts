import { expect, test } from '@playwright/test';
import { FAIR_WORK_STATEMENT_DEFAULT_URLS } from '../../src/shared/choice-labels';
import { FAIR_WORK_URL_INVALID } from '../../src/shared/schemas/fair-work';
import { VEVO_DATE_IN_FUTURE, VEVO_MESSAGES } from '../../src/shared/schemas/vevo';
import { expectToast, loginAsAdmin } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { uniqueEmail } from './helpers/new-hire';
import { seedMember } from './helpers/seed-member';

// Issue 22 §2, §3 (decision 032) for the admin on a phone (390x844): a visa holder is flagged on
// the data-retention page until a VEVO check is recorded; the Fair Work statement links form.

test.use({ viewport: { width: 390, height: 844 } });

test('a visa holder is flagged until the admin records a VEVO check', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo);
  // The fixture's member is a visa holder (subclass 482).
  await seedMember(baseURL!, 'Vi Visa', email);
  await loginAsAdmin(page);
  await page.goto('/admin/data-retention');
  const searched = page.waitForResponse(
    (r) => r.url().includes('/api/admin/team-members?') && r.url().includes('search='),
  );
  await page.getByLabel('Search by name or email').fill(email);
  await searched;
  const row = page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Visa: VEVO check needed')).toBeVisible();
  // The searched list has settled (it is dimmed while it loads).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'data retention with a flagged visa holder');
  // The flag fits a 360 px phone: no sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
  await page.setViewportSize({ width: 390, height: 844 });

  await row.getByRole('button', { name: 'Record VEVO check for Vi Visa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record VEVO Check' });
  await dialog.getByLabel('Officer name *').fill('');
  await dialog.getByRole('button', { name: 'Save VEVO Check' }).click();
  for (const message of Object.values(VEVO_MESSAGES)) await expect(dialog.getByText(message)).toBeVisible();
  await expectNoAxeViolations(page, 'the VEVO check form with its errors');

  // A check dated in the future is refused at its field (issue 40); nothing typed is lost.
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Date of check *').fill(inTwoDays);
  await dialog.getByLabel('Result *').selectOption({ label: 'Has work rights, with conditions' });
  await dialog.getByLabel('VEVO reference *').fill('VEVO-88123');
  await dialog.getByLabel('Work conditions').fill('8105');
  await dialog.getByLabel('Officer name *').fill('Jo Officer');
  await dialog.getByRole('button', { name: 'Save VEVO Check' }).click();
  await expect(dialog.getByText(VEVO_DATE_IN_FUTURE)).toBeVisible();
  await expect(dialog.getByLabel('VEVO reference *')).toHaveValue('VEVO-88123');
  await dialog.getByLabel('Date of check *').fill('2026-11-24');
  await dialog.getByRole('button', { name: 'Save VEVO Check' }).click();
  await expectToast(page, 'VEVO Check Recorded');
  await expect(row.getByText('Visa: VEVO check needed')).toBeHidden();
  await expect(row).toContainText(
    'VEVO 24/11/2026: Has work rights, with conditions (ref VEVO-88123, Jo Officer)',
  );
});

test('the admin sees the Fair Work statement links, official by default, and may only set https ones', async ({
  page,
}) => {
  await loginAsAdmin(page);
  const form = page.getByRole('region', { name: 'Fair Work statements' });
  const fwis = form.getByLabel('Fair Work Information Statement link *');
  await expect(fwis).toHaveValue(FAIR_WORK_STATEMENT_DEFAULT_URLS.fwis);
  await expect(form.getByLabel('Casual Employment Information Statement link *')).toHaveValue(
    FAIR_WORK_STATEMENT_DEFAULT_URLS.ceis,
  );
  // A fixed-term employee's statement (Fair Work Act s 333K), given by the employer's employment type.
  await expect(form.getByLabel('Fixed Term Contract Information Statement link *')).toHaveValue(
    FAIR_WORK_STATEMENT_DEFAULT_URLS.ftcis,
  );
  await fwis.fill('http://example.com/fwis');
  await form.getByRole('button', { name: 'Save Links' }).click();
  await expect(form.getByText(FAIR_WORK_URL_INVALID)).toBeVisible();
  await expectNoAxeViolations(page, 'the Fair Work statement links form with an error');
  await form.getByRole('button', { name: 'Use the official pages' }).click();
  await expect(fwis).toHaveValue(FAIR_WORK_STATEMENT_DEFAULT_URLS.fwis);
});
