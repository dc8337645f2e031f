import { expect, test, type Page } from '@playwright/test';
import type { AcknowledgmentView, MedicalDeclarationView } from '../../src/shared/answers/acknowledgment';
import type { AdoptedSignatureAnswer } from '../../src/shared/schemas/adopted-signature';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { draw, openCard, readToEnd } from './helpers/complete-tasks';
import { uniqueEmail } from './helpers/new-hire';
import { seedMember } from './helpers/seed-member';

// Issue 43 item 4: the hire draws a signature and initials once, sees them, adopts them, and then
// signs each document with a deliberate tap; each document keeps its own evidence.

test.use({ viewport: { width: 360, height: 740 } });

const tapToSign = (page: Page, name: 'Sign with my initials' | 'Sign with my signature') =>
  page.getByRole('button', { name }).click();

test('adopts a signature once and signs four documents with taps, each with its own evidence', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await seedMember(baseURL!, 'Trần Thị Lan', email, page.request);

  // The medical declaration: the first pad offers to adopt a signature.
  await page.goto('/medical-declaration');
  await readToEnd(page, page.getByRole('region', { name: 'Medical Declaration' }));
  await page.getByRole('textbox', { name: /previous or existing medical conditions/ }).fill('None');
  await page.getByLabel('I declare that the information I have provided is true and complete.').check();
  await page.getByRole('button', { name: 'Create my signature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your signature' });
  await page.getByRole('button', { name: 'Adopt my signature' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Draw both your signature and your initials.');
  await draw(page, dialog.getByRole('img', { name: 'Signature pad' }));
  await draw(page, dialog.getByRole('img', { name: 'Initials pad' }));
  await expectNoAxeViolations(page, 'the adoption dialog');
  await page.getByRole('button', { name: 'Adopt my signature' }).click();
  await expect(dialog).toBeHidden();

  // Adopted, and shown: the document is not signed until the hire taps.
  await expect(page.getByRole('img', { name: 'Your adopted initials' })).toBeVisible();
  await tapToSign(page, 'Sign with my initials');
  await expect(page.getByRole('status').filter({ hasText: 'Signed with your initials' })).toBeVisible();
  await page.getByRole('button', { name: 'Acknowledge Declaration' }).click();
  await expectToast(page, 'Medical Declaration Acknowledged');

  // The confidentiality agreement: a tap.
  await openCard(page, 'Confidentiality Agreement');
  const agreement = page.getByRole('region', { name: 'Confidentiality Agreement' });
  await readToEnd(page, agreement);
  for (const text of [
    /tender prices/,
    /photographs of sites/,
    /return all company property/,
    /continue after/,
  ])
    await page.getByRole('checkbox', { name: text }).check();
  await page
    .getByLabel('I have read and understood this agreement and agree to be bound by its terms.')
    .check();
  await tapToSign(page, 'Sign with my initials');
  await page.getByRole('button', { name: 'Submit Agreement' }).click();
  await expectToast(page, 'Success!');
  await page.getByRole('link', { name: 'Back to Tasks' }).click();

  // The tax declaration: a tap, no drawing.
  await openCard(page, 'Tax Declaration Form');
  await page.getByRole('textbox', { name: /^Tax File Number/ }).pressSequentially('123456782');
  await page.getByRole('radio', { name: 'Full-time employment' }).check();
  await page.getByRole('radio', { name: 'An Australian resident for tax purposes' }).check();
  await page
    .getByRole('group', { name: /claim the tax-free threshold/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('group', { name: /Higher Education Loan Program/ })
    .getByRole('radio', { name: 'No' })
    .check();
  await tapToSign(page, 'Sign with my initials');
  await page.getByRole('button', { name: 'Continue to Next Task' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The super choice asks for a signature: the adopted signature, by a tap; 'Draw again' remains.
  await openCard(page, 'Choice Of SuperFund');
  await page.getByRole('radio', { name: /OPTION 1/ }).check();
  await expect(page.getByRole('img', { name: 'Your adopted signature' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draw again' })).toBeVisible();
  await tapToSign(page, 'Sign with my signature');
  await page.getByRole('button', { name: 'Save SuperFund Choice' }).click();
  await expect(page.getByText('Your superfund choice has been saved successfully.')).toBeVisible();

  // Each document holds the adopted image, with its own evidence.
  const adopted = (await (await page.request.get('/api/me/signature')).json()) as AdoptedSignatureAnswer;
  const medical = (await (
    await page.request.get(`/api/medical-declarations/${encodeURIComponent(email)}`)
  ).json()) as MedicalDeclarationView;
  const [confidentiality] = (
    (await (await page.request.get('/api/policy-acknowledgments')).json()) as AcknowledgmentView[]
  ).filter((a) => a.policyType === 'confidentiality-agreement');
  const tax = (await (
    await page.request.get(`/api/tax-declarations/${encodeURIComponent(email)}`)
  ).json()) as {
    taxDeclarationSignature: string;
    signedAt: string;
  };
  const superChoice = (await (await page.request.get('/api/superfund-choices')).json()) as {
    superfundSignature: string;
    signedAt: string;
  };
  // A view names its signature by a file URL or carries it inline: the PNG's bytes either way.
  const png = async (source: string | null) =>
    source?.startsWith('data:')
      ? Buffer.from(source.split(',')[1]!, 'base64')
      : Buffer.from(await (await page.request.get(source!)).body());
  const initials = await png(adopted.adopted!.initials);
  expect((await png(medical.signature)).equals(initials)).toBe(true);
  expect((await png(confidentiality!.signature)).equals(initials)).toBe(true);
  expect((await png(tax.taxDeclarationSignature)).equals(initials)).toBe(true);
  expect((await png(superChoice.superfundSignature)).equals(await png(adopted.adopted!.signature))).toBe(
    true,
  );

  const times = [
    medical.evidence.signedAt,
    confidentiality!.evidence.signedAt,
    tax.signedAt,
    superChoice.signedAt,
  ];
  expect(new Set(times).size).toBe(4);
  expect(medical.evidence.documentSha256).not.toBe(confidentiality!.evidence.documentSha256);
  expect(medical.evidence.signedHere && confidentiality!.evidence.signedHere).toBe(true);
});
