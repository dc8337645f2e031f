import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { seedMember } from './helpers/seed-member';

// Issue 35 items 9 and 10 on a 360 px phone: a revealed BSB reads as its mask does, and the
// Audit page says what was done in words, to whom, chosen from a list by keyboard.

test.use({ viewport: { width: 360, height: 780 } });

test('a revealed BSB reads 062-000, and the Audit page says it in words, with the hire', async ({
  page,
  baseURL,
}, testInfo) => {
  const id = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const hire = await seedMember(baseURL!, `Audit Words ${id}`, `audit-words-${id}@example.com`);
  await loginAsAdmin(page);

  await page.goto('/admin/data-retention');
  await page.getByLabel('Search by name or email').fill(id);
  await page.getByRole('button', { name: `TFN and bank for ${hire.fullName}` }).click();
  const numbers = page.getByRole('dialog', { name: `Tax and bank numbers: ${hire.fullName}` });
  const bsb = numbers.getByRole('definition').nth(1).locator('span').first();
  await expect(bsb).toHaveText('•••-000');
  await numbers.getByRole('button', { name: 'Show BSB' }).click();
  await expect(bsb).toHaveText('062-000');
  await numbers.getByRole('button', { name: 'Close' }).click();

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit', level: 1 })).toBeVisible();
  await page.getByLabel('Member', { exact: true }).fill(hire.id);
  // By keyboard: the action is chosen by its words.
  await page.getByLabel('Action').focus();
  await page.keyboard.type('Saw a number');
  await expect(page.getByLabel('Action')).toHaveValue('member.reveal');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  const entries = page.getByRole('table', { name: 'Audit entries' });
  await expect(entries.getByRole('row').filter({ hasText: 'Saw a number in full' })).toHaveCount(1);
  const row = entries.getByRole('row').filter({ hasText: 'Saw a number in full' });
  await expect(row).toContainText(hire.fullName);
  await expect(row).toContainText('BSB');
  await expect(row).not.toContainText('member.reveal');
  await waitForScreen(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
  ).toBe(false);
  await expectNoAxeViolations(page, 'the Audit page in words (360 px)');
});
