import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import enSuper from '../../src/shared/locales/en/super.json' with { type: 'json' };
import enTax from '../../src/shared/locales/en/tax.json' with { type: 'json' };
import viSuper from '../../src/shared/locales/vi/super.json' with { type: 'json' };
import viTax from '../../src/shared/locales/vi/tax.json' with { type: 'json' };
import arTax from '../../src/shared/locales/ar/tax.json' with { type: 'json' };
import arSuper from '../../src/shared/locales/ar/super.json' with { type: 'json' };
import enValidation from '../../src/shared/locales/en/validation.json' with { type: 'json' };
import viValidation from '../../src/shared/locales/vi/validation.json' with { type: 'json' };
import viSignature from '../../src/shared/locales/vi/signature.json' with { type: 'json' };
import { expectNoEnglish } from './helpers/no-english';
import { seedMember } from './helpers/seed-member';

// Issue 43 items 1-3 on the tax declaration and the super choice: on a 360 px phone in Vietnamese
// (then Arabic, right to left) the ATO's questions and the choice form's options stay English
// (lang="en") with the translation under them, each tax question has a plain-words line in the
// hire's language, and messages and toasts are in it; axe finds nothing.

test.use({ locale: 'vi-VN', viewport: { width: 360, height: 740 } });

const stamp = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

async function draw(page: Page, padName: string) {
  const pad = page.getByRole('img', { name: padName });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`${padName} is not on screen`);
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.2, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.75, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the tax declaration in Vietnamese: the ATO’s questions in English with their translation and a plain-words line', async ({
  page,
  baseURL,
}) => {
  const email = `${stamp('vy')}@example.com`;
  await seedMember(baseURL!, 'Vy Nguyen', email, page.request);
  await page.goto('/tax-declaration');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: viTax.title, level: 1 })).toBeVisible();

  // A NAT 3092 question: the English as the ATO words it, marked English, the translation under it.
  const residency = page.getByRole('group', { name: /Your residency for tax purposes/ });
  await expect(residency.locator('legend [lang="en"]')).toHaveText(`${enTax.questions.australianResident} *`);
  await expect(residency.locator('legend')).toContainText(viTax.questions.australianResident);
  await expect(residency.locator('legend')).toContainText(
    'Bản dịch để giúp bạn đọc; bản tiếng Anh là bản bạn ký',
  );
  // Its answers too, and its plain words in Vietnamese.
  const resident = residency.getByRole('radio', { name: /An Australian resident for tax purposes/ });
  await expect(resident).toHaveAccessibleName(new RegExp(viTax.residency.resident));
  await expect(residency.getByText(viTax.explain.residency)).toBeVisible();
  await expect(residency.getByText(viTax.explain.workingHoliday)).toBeVisible();

  const threshold = page.getByRole('group', { name: /claim the tax-free threshold/ });
  await expect(threshold.getByText(viTax.explain.threshold)).toBeVisible();
  await expect(threshold.getByRole('radio', { name: /Yes/ })).toHaveAccessibleName(/Có/);
  const loans = page.getByRole('group', { name: /Higher Education Loan Program/ });
  await expect(loans.getByText(viTax.explain.loans)).toBeVisible();
  await expect(page.getByText(viTax.tfn.explain)).toBeVisible();

  // A validation message in Vietnamese.
  const tfn = page.getByRole('textbox', { name: /^Tax File Number/ });
  await tfn.pressSequentially('123456789');
  await tfn.blur();
  await expect(page.getByText(viValidation.tax.tfnInvalid)).toBeVisible();
  await expect(page.getByText(enValidation.tax.tfnInvalid)).toBeHidden();

  await expectNoEnglish(page, 'the tax declaration');
  expect(await noOverflow(page)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Declared, and read back in Vietnamese.
  await tfn.fill('');
  await tfn.pressSequentially('123456782');
  await page.getByRole('radio', { name: /Full-time employment/ }).check();
  await resident.check();
  await threshold.getByRole('radio', { name: /Yes/ }).check();
  await loans.getByRole('radio', { name: /No/ }).check();
  await draw(page, viSignature.pad.padLabel);
  await page.getByRole('button', { name: viTax.actions.continue }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tax-declaration');
  await expect(page.getByRole('heading', { name: viTax.done.heading })).toBeVisible();
  await expect(page.getByText(viTax.residency.resident, { exact: true })).toBeVisible();
  await expect(page.getByText(viTax.summary.rows.australianResident, { exact: true })).toBeVisible();
  await expect(page.getByText('••• ••• 782')).toBeVisible();
  await expectNoEnglish(page, 'the tax declaration read back');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the super choice in Vietnamese, then in Arabic right to left', async ({ page, baseURL }) => {
  const email = `${stamp('thu')}@example.com`;
  await seedMember(baseURL!, 'Thu Tran', email, page.request);
  await page.goto('/superfund-choice');
  await expect(page.getByRole('heading', { name: viSuper.form.heading })).toBeVisible();

  // The options in the standard choice form's English with their translation; plain words in Vietnamese.
  const own = page.getByRole('radio', { name: /OPTION 2: My own super fund/ });
  await expect(own).toHaveAccessibleName(new RegExp(viSuper.options.custom));
  await expect(page.getByText(viSuper.explain.fund)).toBeVisible();
  await expect(page.getByText(viSuper.explain.defaultFund)).toBeVisible();

  // Saved with nothing chosen: the toast and the message are in Vietnamese.
  await page.getByRole('button', { name: viSuper.actions.save }).click();
  await expect(page.getByText(viSuper.toasts.requiredTitle)).toBeVisible();
  await expect(page.getByText(viValidation.super.fundChoiceRequired)).toBeVisible();

  await own.check();
  const usi = page.getByRole('textbox', { name: /Fund USI/ });
  await expect(usi).toHaveAccessibleDescription(new RegExp(viSuper.explain.usi));
  await expect(page.getByText(viSuper.explain.smsf)).toBeVisible();
  await expect(page.locator('label [lang="en"]', { hasText: enSuper.fields.fundName })).toBeVisible();

  await expectNoEnglish(page, 'the super choice');
  expect(await noOverflow(page)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Arabic: right to left, the English still left to right in its own box.
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: arSuper.form.heading })).toBeVisible();
  await expect(own).toHaveAccessibleName(new RegExp(arSuper.options.custom));
  await expect(page.locator('[lang="en"]', { hasText: enSuper.options.custom })).toHaveAttribute(
    'dir',
    'ltr',
  );
  await expect(page.getByText(arSuper.explain.usi)).toBeVisible();
  await expectNoEnglish(page, 'the super choice in Arabic');
  expect(await noOverflow(page)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/tax-declaration');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: arTax.title, level: 1 })).toBeVisible();
  await expect(page.getByText(arTax.explain.threshold)).toBeVisible();
  await expectNoEnglish(page, 'the tax declaration in Arabic');
  expect(await noOverflow(page)).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
