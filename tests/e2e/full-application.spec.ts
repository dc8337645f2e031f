import { expect, test } from '@playwright/test';
import { FAIR_WORK_STATEMENT_DEFAULT_URLS } from '../../src/shared/choice-labels';
import { expectToast } from './helpers/admin';
import { confirmEmailInDialog } from './helpers/email-code';
import {
  card,
  confidentialityAgreement,
  medicalDeclaration,
  openCard,
  personalInformation,
  superChoice,
  taxDeclaration,
  workplacePolicy,
} from './helpers/complete-tasks';

// The whole journey of one new hire on a phone, against the real server: the six tasks, the
// submission, the success page, an edit and the resubmission. Nothing is seeded or mocked.

test('a new hire completes all six tasks on a phone, submits, edits the medical declaration and resubmits', async ({
  page,
}) => {
  // Six screens and two submissions end to end: about 45 s alone, minutes on a busy 2-core machine.
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `full-journey-${Date.now()}@example.com`;
  await page.goto('/');

  await personalInformation(page, email);
  await expect(page.getByText('17%')).toBeVisible();
  await workplacePolicy(page);
  await openCard(page, 'Medical Declaration Form');
  await medicalDeclaration(page, 'None');
  await taxDeclaration(page);
  await superChoice(page);
  await confidentialityAgreement(page);
  // The last task done leads to the submit area (issue 23 item 6).
  await expect(page).toHaveURL(/\/$/);

  await expect(page.getByText('100%')).toBeVisible();
  await expect(page.getByText('✓ All available tasks complete!')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Your Application' });
  await expect(submit).toBeInViewport();
  await submit.click();
  await expectToast(page, 'Application Submitted Successfully!', undefined, { dismiss: false });
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('button', { name: 'APPLICATION SUBMITTED!' })).toBeDisabled();
  await expect(card(page, 'Medical Declaration Form').getByText('✅ Submitted')).toBeVisible();

  // An edit after the submission asks for a resubmission.
  await openCard(page, 'Medical Declaration Form');
  await page
    .getByRole('dialog', { name: 'Medical Declaration' })
    .getByRole('button', { name: 'Edit' })
    .click();
  // Submitted: the medical answers need a fresh code first (decision 036).
  await confirmEmailInDialog(page, email);
  await medicalDeclaration(page, 'Broke my wrist in 2019, fully healed', { isSignedBefore: true });
  const resubmit = page.getByRole('button', { name: 'RE-SUBMISSION REQUIRED' });
  await expect(resubmit).toBeVisible();
  await expect(resubmit).toContainText('You changed your medical declaration. Tap to send the update to HR.');
  await expect(card(page, 'Medical Declaration Form').getByText('⚠ Pending Submission')).toBeVisible();
  await resubmit.click();
  await expect(page).toHaveURL(/\/success$/);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('button', { name: 'APPLICATION SUBMITTED!' })).toBeDisabled();
  const submissions = await (await page.request.get('/api/me/status')).json();
  expect(submissions.resubmissionRequired).toBe(false);
});

test('at 390x844 a hire with no TFN yet (applied) completes all six tasks and submits', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `no-tfn-yet-${Date.now()}@example.com`;
  await page.goto('/');

  await personalInformation(page, email, 'Trần Thị Lan');
  await workplacePolicy(page);
  await openCard(page, 'Medical Declaration Form');
  await medicalDeclaration(page, 'None');

  // The names as NAT 3092 asks them start from Full Name (last word the family name); a
  // Vietnamese name puts the family name first, so the hire corrects them.
  await openCard(page, 'Tax Declaration Form');
  await expect(page.getByRole('textbox', { name: /^Family name/ })).toHaveValue('Lan');
  await expect(page.getByRole('textbox', { name: /^Given names/ })).toHaveValue('Trần Thị');
  await page.getByRole('combobox', { name: 'Title' }).selectOption('Ms');
  await page.getByRole('textbox', { name: /^Family name/ }).fill('Trần');
  await page.getByRole('textbox', { name: /^Given names/ }).fill('Thị Lan');
  await page.getByRole('button', { name: 'Back to Tasks' }).click();
  await expect(page).toHaveURL(/\/$/);
  await taxDeclaration(page, '');
  await superChoice(page, false);
  await confidentialityAgreement(page, 'Trần Thị Lan');
  await page.goto('/');

  await expect(page.getByText('100%')).toBeVisible();
  // Paid full-time: the Fair Work Information Statement only (issue 22 §2), shown before submitting.
  const statements = page.getByRole('region', { name: 'Your rights at work' });
  await expect(statements.getByRole('link', { name: /^Fair Work Information Statement/ })).toHaveAttribute(
    'href',
    FAIR_WORK_STATEMENT_DEFAULT_URLS.fwis,
  );
  await expect(statements.getByRole('link')).toHaveCount(1);
  const submit = page.getByRole('button', { name: 'Submit Your Application' });
  await expect(submit).toBeInViewport();
  await submit.click();
  await expectToast(page, 'Application Submitted Successfully!', undefined, { dismiss: false });
  await expect(page).toHaveURL(/\/success$/);

  const declaration = await (await page.request.get(`/api/tax-declarations/${email}`)).json();
  expect(declaration).toMatchObject({
    tfnExemption: 'applied',
    title: 'Ms',
    familyName: 'Trần',
    givenNames: 'Thị Lan',
  });
  const choice = await (await page.request.get('/api/superfund-choices')).json();
  expect(choice.taxFileNumber).toBe('');
});
