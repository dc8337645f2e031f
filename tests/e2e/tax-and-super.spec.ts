import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { TFN_EXEMPTION_LABELS } from '../../src/shared/choice-labels';
import { TFN_FROM_TAX_DECLARATION } from '../../src/shared/schemas/superfund-choice';
import { superGuaranteeStatement } from '../../src/shared/super-rate';
import { seedMember } from './helpers/seed-member';

/** A per-run suffix: the e2e server's database lives for the whole run. */
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

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectComplete(page: Page, title: string) {
  await expect(card(page, title).getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(card(page, title).getByText('⚠ Pending Submission')).toBeVisible();
}

const question = (page: Page, name: string | RegExp) => page.getByRole('group', { name });

test('a new hire declares their TFN and chooses an SMSF on a phone', async ({ page, baseURL }) => {
  const email = `${stamp('tess')}@example.com`;
  await seedMember(baseURL!, 'Tess Taxpayer', email, page.request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Tax Declaration Form' }).click();

  await expect(page.getByRole('heading', { name: 'Tax File Number Declaration' })).toBeVisible();
  await expect(page.getByText('Tess Taxpayer')).toBeVisible();
  await expect(page.getByText('declining to quote it is not an offence')).toBeVisible();

  const tfn = page.getByRole('textbox', { name: /^Tax File Number/ });
  await expect(tfn).toHaveAttribute('inputmode', 'numeric');
  await expect(tfn).toHaveAttribute('maxlength', '11');
  await tfn.pressSequentially('123456789');
  await expect(tfn).toHaveValue('123 456 789');
  await tfn.blur();
  await expect(page.getByText('Please enter a valid tax file number')).toBeVisible();
  await tfn.fill('');
  await tfn.pressSequentially('123 456 782');
  await expect(tfn).toHaveValue('123 456 782');
  await expect(page.getByText('Please enter a valid tax file number')).toBeHidden();
  // With a TFN entered, the choices offered instead of one are gone.
  await expect(page.getByRole('radio', { name: TFN_EXEMPTION_LABELS.pension })).toBeHidden();

  await page.getByRole('radio', { name: 'Full-time employment' }).check();
  await page.getByRole('radio', { name: 'An Australian resident for tax purposes' }).check();
  await question(page, /claim the tax-free threshold/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  await question(page, /Higher Education Loan Program/)
    .getByRole('radio', { name: 'No' })
    .check();
  const submit = page.getByRole('button', { name: 'Continue to Next Task' });
  await expect(submit).toBeDisabled();
  await draw(page, 'Initial pad');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expectComplete(page, 'Tax Declaration Form');
  await page.goto('/tax-declaration');
  await expect(page.getByRole('heading', { name: 'Your tax declaration' })).toBeVisible();
  await expect(page.getByText('••• ••• 782')).toBeVisible();
  await expect(page.getByText('123 456 782')).toBeHidden();
  await expect(page.getByRole('img', { name: 'Your initial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete and Resubmit' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();

  await page.getByRole('button', { name: 'Choice Of SuperFund', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'SuperFund Choice Form' })).toBeVisible();
  await expect(page.getByText(superGuaranteeStatement(new Date()))).toBeVisible();
  // Nothing is preselected (decision 088); OPTION 1 names the employer's default fund (settings).
  for (const option of [/OPTION 1/, /OPTION 2/, /OPTION 3/]) {
    await expect(page.getByRole('radio', { name: option })).not.toBeChecked();
  }
  await expect(page.getByText('Cbus: ABN 75 493 363 262, USI CBU0100AU')).toBeVisible();
  await page.getByRole('radio', { name: /OPTION 2/ }).check();
  await page.getByLabel('Fund Name').fill('Taxpayer Family Super Fund');
  const abn = page.getByLabel('Fund ABN');
  await abn.fill('51 824 753 557');
  await abn.blur();
  await expect(page.getByText('Please enter a valid 11-digit ABN')).toBeVisible();
  await abn.fill('51 824 753 556');
  await expect(page.getByLabel('Fund USI')).toBeVisible();
  await page.getByLabel('This is a self-managed super fund (SMSF)').check();
  await expect(page.getByLabel('Fund USI')).toBeHidden();
  await page.getByLabel('Fund Address').fill('1 George St, Sydney NSW 2000');
  const bsb = page.getByLabel('SMSF BSB');
  await bsb.pressSequentially('062000');
  await expect(bsb).toHaveValue('062-000');
  await page.getByLabel('SMSF Account Number').fill('12345678');
  await page.getByLabel('SMSF Electronic Service Address (ESA)').fill('SMSFDataFlow');
  // The TFN given in the tax declaration goes to the fund: it is not asked again.
  await expect(page.getByText(TFN_FROM_TAX_DECLARATION)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Tax File Number/ })).toBeHidden();
  await draw(page, 'Signature pad');
  await page.getByRole('button', { name: 'Save SuperFund Choice' }).click();

  await expect(page.getByText('Your superfund choice has been saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectComplete(page, 'Tax Declaration Form');
  await expectComplete(page, 'Choice Of SuperFund');

  await page.goto('/superfund-choice');
  await expect(page.getByText('OPTION 2: My own super fund')).toBeVisible();
  await expect(page.getByText('••• ••• 782')).toBeVisible();
  await expect(page.getByText('Taxpayer Family Super Fund')).toBeVisible();
  await expect(page.getByText('51 824 753 556')).toBeVisible();
  await expect(page.getByText('1 George St, Sydney NSW 2000')).toBeVisible();
  // The fund's own account, in full before the first submission (issue 23 item 4).
  await expect(page.getByText('12345678', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Details' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Tasks' })).toBeVisible();
});

test('a new hire keeps their stapled super fund and sees it in the view dialog', async ({
  page,
  baseURL,
}) => {
  const email = `${stamp('stella')}@example.com`;
  await seedMember(baseURL!, 'Stella Stapled', email, page.request);
  await page.goto('/superfund-choice');
  await page
    .getByRole('radio', { name: /OPTION 3: I already have a super account and want to keep it/ })
    .check();
  await expect(page.getByLabel('Fund Name')).toBeHidden();
  await expect(page.getByLabel('Default Fund Member Number')).toBeHidden();
  await page.getByRole('textbox', { name: /^Tax File Number/ }).pressSequentially('123456782');
  await page.getByRole('button', { name: 'Save SuperFund Choice' }).click();
  await expect(page.getByText('Signature is required')).toBeVisible();
  await draw(page, 'Signature pad');
  await page.getByRole('button', { name: 'Save SuperFund Choice' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'View Choice Of SuperFund' }).click();
  const dialog = page.getByRole('dialog', { name: 'SuperFund Choice' });
  await expect(dialog.getByText(/OPTION 3: I already have a super account/)).toBeVisible();
  await expect(dialog.getByText('Your employer will ask the ATO for your stapled super fund.')).toBeVisible();
  await expect(dialog.getByText('••• ••• 782')).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/superfund-choice$/);
  await expect(page.getByRole('heading', { name: 'Update SuperFund Choice' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /OPTION 3/ })).toBeChecked();
});

test('a new hire who has applied for a TFN keeps a draft, then deletes and resubmits', async ({
  page,
  baseURL,
}) => {
  const email = `${stamp('ada')}@example.com`;
  await seedMember(baseURL!, 'Ada Applied', email, page.request);
  await page.goto('/tax-declaration');
  await page.getByRole('radio', { name: /I have made a separate application/ }).check();
  await expect(page.getByText('Give us your TFN within 28 days')).toBeVisible();
  // Born in 1990 (seeded): the under-18 exemption is not offered.
  await expect(page.getByRole('radio', { name: TFN_EXEMPTION_LABELS.under18 })).toBeHidden();
  await page.getByRole('radio', { name: 'Casual employment' }).check();
  await page.getByLabel('Previous family name').fill('Lovelace');
  await page.getByRole('button', { name: 'Back to Tasks' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Tax Declaration Form' }).click();
  await expect(page.getByRole('radio', { name: /I have made a separate application/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Casual employment' })).toBeChecked();
  await expect(page.getByLabel('Previous family name')).toHaveValue('Lovelace');
  await page.getByRole('radio', { name: 'A working holiday maker' }).check();
  // STP needs a working holiday maker's passport country.
  await page.getByLabel('Country of your passport').selectOption('Ireland');
  await question(page, /claim the tax-free threshold/)
    .getByRole('radio', { name: 'No' })
    .check();
  await question(page, /Higher Education Loan Program/)
    .getByRole('radio', { name: 'Yes' })
    .check();
  await draw(page, 'Initial pad');
  await page.getByRole('button', { name: 'Continue to Next Task' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A completed card has View (spec §2, issue 23 item 11).
  await page.getByRole('button', { name: 'View Tax Declaration Form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tax Declaration' });
  await expect(
    dialog.getByText('I have made a separate application/enquiry to the ATO for a new or existing TFN'),
  ).toBeVisible();
  await expect(dialog.getByText('Casual employment')).toBeVisible();
  await expect(dialog.getByText('Lovelace')).toBeVisible();
  const initial = dialog.getByRole('img', { name: 'Your initial' });
  await expect(initial).toBeVisible();
  expect((await initial.boundingBox())!.height).toBeLessThanOrEqual(100);
  await dialog.getByRole('button', { name: 'Delete and Resubmit' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your tax declaration?' })
    .getByRole('button', { name: 'Delete and Resubmit' })
    .click();
  await expect(page.getByText('Tax Declaration Reset')).toBeVisible();
  await expect(card(page, 'Tax Declaration Form').getByRole('img', { name: 'Completed' })).toBeHidden();

  await page.getByRole('button', { name: 'Tax Declaration Form', exact: true }).click();
  await expect(page).toHaveURL(/\/tax-declaration$/);
  await expect(page.getByRole('radio', { name: 'Casual employment' })).not.toBeChecked();
});

test('both forms fit a 360 px phone, pass axe, and take typed initials instead of drawing', async ({
  page,
  baseURL,
}) => {
  const email = `${stamp('kim')}@example.com`;
  await seedMember(baseURL!, 'Kim Keyboard', email, page.request);
  await page.setViewportSize({ width: 360, height: 780 });
  const noOverflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto('/tax-declaration');
  await expect(page.getByRole('heading', { name: 'Tax File Number Declaration' })).toBeVisible();
  expect(await noOverflow()).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/superfund-choice');
  await page.getByRole('radio', { name: /OPTION 2/ }).check();
  await page.getByLabel('This is a self-managed super fund (SMSF)').check();
  expect(await noOverflow()).toBe(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('radio', { name: /OPTION 1/ }).check();
  await page.getByLabel('Default Fund Member Number').fill('7654321');
  await page.getByRole('textbox', { name: /^Tax File Number/ }).pressSequentially('648188480');
  await page.getByRole('button', { name: 'Type initials instead' }).click();
  await page.keyboard.type('KK');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'View Choice Of SuperFund' }).click();
  const dialog = page.getByRole('dialog', { name: 'SuperFund Choice' });
  await expect(dialog.getByText("OPTION 1: My employer's default fund")).toBeVisible();
  await expect(dialog.getByText('Cbus', { exact: true })).toBeVisible();
  await expect(dialog.getByText('7654321')).toBeVisible();
  await expect(dialog.getByText('••• ••• 480')).toBeVisible();
});
