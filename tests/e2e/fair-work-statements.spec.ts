import { expect, test } from '@playwright/test';
import { FAIR_WORK_STATEMENT_DEFAULT_URLS } from '../../src/shared/choice-labels';
import { expectToast, loginAsAdmin } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { untilLive } from './helpers/live';
import { uniqueEmail } from './helpers/new-hire';
import { completedHire } from './helpers/submitted-hire';

// Issue 22 §2 (decision 032) on a phone (390x844): before submitting, a casual hire is shown both
// Fair Work statements as links to the Fair Work Ombudsman's pages, then submits.

test('at 390x844 a casual hire sees both Fair Work statements (links) before submitting', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // No confetti over the page while axe reads it (a reduced-motion visitor gets none).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const email = uniqueEmail(testInfo);
  await completedHire(page, baseURL!, 'Cas Casual', email, { basisOfPayment: 'casual' });
  await page.goto('/');
  await untilLive(page);

  const statements = page.getByRole('region', { name: 'Your rights at work' });
  const fwis = statements.getByRole('link', { name: /^Fair Work Information Statement/ });
  const ceis = statements.getByRole('link', { name: /^Casual Employment Information Statement/ });
  await expect(fwis).toBeVisible();
  await expect(fwis).toHaveAttribute('href', FAIR_WORK_STATEMENT_DEFAULT_URLS.fwis);
  await expect(fwis).toHaveAttribute('target', '_blank');
  await expect(ceis).toBeVisible();
  await expect(ceis).toHaveAttribute('href', FAIR_WORK_STATEMENT_DEFAULT_URLS.ceis);
  await expectNoAxeViolations(page, 'home with the Fair Work statements');

  // Shown before the button, both on the phone's screen with it.
  const submit = page.getByRole('button', { name: 'Submit Your Application' });
  const [linkBox, buttonBox] = [await ceis.boundingBox(), await submit.boundingBox()];
  expect(linkBox!.y).toBeLessThan(buttonBox!.y);
  await submit.click();
  await expectToast(page, 'Application Submitted Successfully!');
  await expect(page).toHaveURL(/\/success$/);

  // HR's application screen shows which statements the hire was given, with the links, and when.
  await loginAsAdmin(page);
  await page.goto('/admin/applications');
  await page.getByLabel('Search by name or email').fill(email);
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: 'Cas Casual', exact: true })
    .click();
  const given = page.getByRole('region', { name: 'Fair Work statements' });
  // Each says it opens a new tab, as the hire's list does.
  const link = (title: string) =>
    given.getByRole('link', { name: `${title} (opens in a new tab)`, exact: true });
  await expect(link('Fair Work Information Statement')).toHaveAttribute(
    'href',
    FAIR_WORK_STATEMENT_DEFAULT_URLS.fwis,
  );
  await expect(link('Casual Employment Information Statement')).toHaveAttribute(
    'href',
    FAIR_WORK_STATEMENT_DEFAULT_URLS.ceis,
  );
  await expect(given.getByText(/^given \d{1,2}\/\d{2}\/\d{4}/)).toHaveCount(2);
  await expectNoAxeViolations(page, "HR's application screen with the statements given");
});
