import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { formatMoment } from '../../src/shared/date-time-format';
import { makeInitialPng } from '../fixtures/make-initial';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { confirmEmailInDialog, proveEmail } from './helpers/email-code';
import { uniqueEmail } from './helpers/new-hire';
import { seedMember } from './helpers/seed-member';
import { completedHire, submittedHire } from './helpers/submitted-hire';

// Issue 23 items 4 to 8 on a site worker's phone: their own numbers before submitting, the
// signing evidence in plain words, the last task leading to the submit area, what to do when a
// resubmission is needed, and what a submitted application looks like afterwards.
test.use({ viewport: { width: 360, height: 740 }, userAgent: devices['Pixel 7'].userAgent });

/** Scrolls a document viewer to its end with the mouse wheel, as a reader does. */
async function readToEnd(page: Page, viewer: Locator) {
  await viewer.hover();
  for (let i = 0; i < 40; i++) {
    if (await viewer.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)) return;
    await page.mouse.wheel(0, 600);
  }
}

async function signAgreement(page: Page) {
  await page.goto('/confidentiality-agreement');
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
  await page.getByRole('button', { name: 'Type initials instead' }).click();
  await page.getByLabel('Type your initials').fill('FL');
  await page.getByRole('button', { name: 'Submit Agreement' }).click();
  // Not dismissed here: a tap on the toast would take the focus this test looks at.
  await expect(page.getByText('Your confidentiality agreement has been acknowledged.')).toBeVisible();
}

/** The WCAG contrast ratio of a text's colour on its button's background. */
function contrastOnButton(text: Locator): Promise<number> {
  return text.evaluate((el) => {
    const rgb = (color: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const fg = luminance(getComputedStyle(el).color);
    const bg = luminance(getComputedStyle(el.closest('button')!).backgroundColor);
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

test('before the first submission the view shows the hire their own numbers in full, and evidence in plain words', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await seedMember(baseURL!, 'Sam Carpenter', email, page.request);
  const policy = (await (await page.request.get('/api/me/policy-documents/workplace-behaviour')).json()) as {
    id: string;
    questions: { id: string; kind?: string }[];
  };
  const signed = await page.request.post('/api/policy-acknowledgments', {
    data: {
      email,
      policyDocumentId: policy.id,
      signature: await makeInitialPng(),
      answers: policy.questions.map((q) => ({
        questionId: q.id,
        answer: q.kind === 'understand' ? 'Yes' : 'Understood',
      })),
    },
  });
  expect(signed.ok()).toBe(true);

  await page.goto('/');
  await page.getByRole('button', { name: 'View Personal Information' }).click();
  const view = page.getByRole('dialog', { name: 'Personal Information' });
  await expect(view.getByText('062-000', { exact: true })).toBeVisible();
  await expect(view.getByText('12345678', { exact: true })).toBeVisible();
  await expect(view.getByText('VZ7788123', { exact: true })).toBeVisible();
  await expect(view.getByText('•', { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the personal view before submission');
  await view.getByRole('button', { name: 'Close' }).click();

  // So does the wizard's review, where the hire last checks them before submitting.
  await page.goto('/confirmation');
  const review = page.getByRole('region', { name: 'Check your details' });
  const bank = review.getByRole('region', { name: 'Bank details' });
  await expect(bank.getByText('062-000', { exact: true })).toBeVisible();
  await expect(bank.getByText('12345678', { exact: true })).toBeVisible();
  await expect(review.getByRole('region', { name: 'Personal status' })).toContainText('VZ7788123');
  await expect(review.getByText('•', { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the review before submission');
  await page.goto('/');

  // Signed on this phone, at Sydney's time of the server's record, naming the zone.
  const [record] = (await (await page.request.get('/api/policy-acknowledgments')).json()) as {
    evidence: { signedAt: string; signedIp: string; documentSha256: string };
  }[];
  const when = formatMoment(record!.evidence.signedAt, 'Australia/Sydney');
  await page.getByRole('button', { name: 'View Workplace Behaviour Policy' }).click();
  const signedView = page.getByRole('dialog', { name: 'Workplace Behaviour Policy' });
  await expect(signedView.getByText(`Signed on ${when}, on this phone`, { exact: true })).toBeVisible();
  // The IP, the browser and the fingerprint wait behind Details.
  await expect(signedView.getByText(record!.evidence.documentSha256, { exact: false })).toBeHidden();
  await expect(signedView.getByText('Pixel 7', { exact: false })).toBeHidden();
  await expectNoAxeViolations(page, 'the evidence, details closed');
  await signedView.getByText('Details', { exact: true }).click();
  await expect(signedView.getByText('Pixel 7', { exact: false })).toBeVisible();
  await expect(signedView.getByText(record!.evidence.signedIp, { exact: true })).toBeVisible();
  await expect(
    signedView.getByText(`Document fingerprint (SHA-256): ${record!.evidence.documentSha256}`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the evidence, details open');

  // The same hire on another phone of the same model (the same user agent): 'on a phone'.
  const otherPhone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    userAgent: devices['Pixel 7'].userAgent,
  });
  await proveEmail(otherPhone.request, email);
  const other = await otherPhone.newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'View Workplace Behaviour Policy' }).click();
  await expect(
    other
      .getByRole('dialog', { name: 'Workplace Behaviour Policy' })
      .getByText(`Signed on ${when}, on a phone`, { exact: true }),
  ).toBeVisible();
  await otherPhone.close();
});

test('any task done last leads to the submit area: the super choice, reset and chosen again before submitting', async ({
  page,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await completedHire(page, baseURL!, 'Sid Super', email);
  expect((await page.request.delete('/api/superfund-choices')).ok()).toBe(true);

  await page.goto('/superfund-choice');
  await page.getByRole('radio', { name: /OPTION 1/ }).check();
  await page.getByRole('button', { name: 'Type initials instead' }).click();
  await page.keyboard.type('SS');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  const submit = page.getByRole('button', { name: 'Submit Your Application' });
  await expect(submit).toBeFocused();
  await expect(submit).toBeInViewport();
  // The save's toast comes with the home screen; seen before axe looks, or axe can read it mid-fade.
  await expectToast(page, 'Success', 'Your superfund choice has been saved successfully.', {
    dismiss: false,
  });
  await expect(submit).toBeFocused();
  await expectNoAxeViolations(page, 'the submit area after the super choice, done last');
});

test('the last task done leads to the submit area; a change after submitting says what to send', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(testInfo);
  await submittedHire(page, baseURL!, 'Fran Last', email, { lastTask: 'confidentiality-agreement' });

  // The agreement, done last: home, with its one call to action in view and focused.
  await signAgreement(page);
  await expect(page).toHaveURL(/\/$/);
  const submit = page.getByRole('button', { name: 'Submit Your Application' });
  await expect(submit).toBeFocused();
  await expect(submit).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Edit Agreement' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the submit area after the last task');
  await submit.click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();

  // Signed again after submitting: the update to send, named, at 4.5:1 or better.
  const agreementId = (
    (await (await page.request.get('/api/me/policy-documents/confidentiality-agreement')).json()) as {
      id: string;
    }
  ).id;
  expect((await page.request.delete(`/api/policy-acknowledgments/${email}/${agreementId}`)).ok()).toBe(true);
  await signAgreement(page);
  await expect(page).toHaveURL(/\/$/);
  const resubmit = page.getByRole('button', { name: /^RE-SUBMISSION REQUIRED/ });
  await expect(resubmit).toBeFocused();
  await expect(resubmit).toBeInViewport();
  const hint = resubmit.getByText(
    'You changed your confidentiality agreement. Tap to send the update to HR.',
    { exact: true },
  );
  await expect(hint).toBeVisible();
  expect(await contrastOnButton(hint)).toBeGreaterThanOrEqual(4.5);
  expect(
    await contrastOnButton(resubmit.getByText('RE-SUBMISSION REQUIRED', { exact: true })),
  ).toBeGreaterThanOrEqual(4.5);
  await expectNoAxeViolations(page, 'RE-SUBMISSION REQUIRED');
  await hint.click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
  // The submission's toast leaves on its own (its duration ends about when /success shows): axe
  // reads the page once it has gone, not mid-fade (a clean-clone run read its text at part opacity).
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toHaveCount(0, {
    timeout: 15_000,
  });
  await expectNoAxeViolations(page, 'the success page after a resubmission');
  const status = (await (await page.request.get('/api/me/status')).json()) as {
    resubmissionRequired: boolean;
  };
  expect(status.resubmissionRequired).toBe(false);
});

test('after submitting, the screens show what was saved; /success only after a submission', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // A browser that submitted nothing is sent home from /success.
  await page.goto('/success');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toHaveCount(0);

  const email = uniqueEmail(testInfo);
  await submittedHire(page, baseURL!, 'Sam Carpenter', email);
  await page.goto('/');
  const done = page.getByRole('button', { name: 'APPLICATION SUBMITTED!' });
  await expect(done).toBeDisabled();
  // Looks disabled: grey with dark text, not the white-on-brand call to action.
  await expect(done).not.toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await contrastOnButton(done)).toBeGreaterThanOrEqual(4.5);
  await expect(page.getByText('You can close this tab now', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'home after submission');

  // The numbers stay masked behind the step-up (decision 018).
  await page.getByRole('button', { name: 'View Personal Information' }).click();
  const view = page.getByRole('dialog', { name: 'Personal Information' });
  await expect(view.getByText('•••-000', { exact: true })).toBeVisible();
  await expect(view.getByText('••••5678', { exact: true })).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();

  // The wizard's screens open on what was saved, not empty.
  await page.goto('/address');
  await expect(page.getByLabel('Suburb')).toHaveValue('Parramatta');
  await expect(page.getByLabel('Street Name')).toHaveValue('Hammer St');
  await expectNoAxeViolations(page, 'a wizard screen after submission');
  await page.goto('/basic-info');
  await expect(page.getByLabel('Full Name')).toHaveValue('Sam Carpenter');

  // The review shows the saved data, its numbers masked.
  await page.goto('/confirmation');
  const review = page.getByRole('region', { name: 'Check your details' });
  await expect(review.getByRole('region', { name: 'Address' })).toContainText('Parramatta');
  await expect(review.getByRole('region', { name: 'Basic information' })).toContainText('Sam Carpenter');
  await expect(review.getByRole('region', { name: 'Bank details' })).toContainText('•••-000');
  await expect(review.getByRole('region', { name: 'Bank details' })).not.toContainText('Not provided');
  await expectNoAxeViolations(page, 'the review after submission');

  // A change without Edit is an edit from there on: the next screen still opens on what was saved,
  // once the fresh code has opened the masked numbers (decision 018).
  await page.goto('/address');
  await page.getByLabel('Suburb').fill('Blacktown');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await confirmEmailInDialog(page, email);
  await expect(page.getByLabel('Full Name').first()).toHaveValue('Alex Carpenter');

  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible();
});
