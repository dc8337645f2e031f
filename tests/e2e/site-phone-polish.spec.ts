import { expect, test, type Locator, type Page } from '@playwright/test';
import { EMAILED_NEXT_STEPS, NEXT_STEPS } from '../../src/shared/next-steps';
import { REQUIRED_FIELDS_TOAST } from '../../src/shared/schemas/fields';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { makeInitialPng } from '../fixtures/make-initial';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { confirmEmailInDialog, E2E_MAIL_DIR, proveEmail } from './helpers/email-code';
import { untilLive } from './helpers/live';
import { drawInitial, headshotJpeg, inkPixels, uniqueEmail } from './helpers/new-hire';
import { seedMember } from './helpers/seed-member';
import { submittedHire } from './helpers/submitted-hire';
import { dayOf, formatIsoDay } from '../../src/shared/date-time-format';

// Issue 23, items 9 to 12, on a 360x740 phone (item 13 is in admin.spec.ts, beside the other
// retention flows, whose counters it must not disturb).
test.use({ viewport: { width: 360, height: 740 } });

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Whether two things share any pixel on screen. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('not on screen');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
}

/** The tax declaration and the super choice, through the API as their screens send them. */
async function fileTaxAndSuper(page: Page, email: string) {
  const initial = await makeInitialPng();
  await post(page, '/api/tax-declarations', {
    email,
    taxFileNumber: '123 456 782',
    tfnExemption: '',
    basisOfPayment: 'full-time',
    australianResident: 'resident',
    claimTaxFreeThreshold: 'yes',
    hasHELPDebt: 'no',
    previousFamilyName: '',
    taxDeclarationSignature: initial,
  });
  await post(page, '/api/superfund-choices', {
    email,
    fundChoice: 'cbus',
    taxFileNumber: '123 456 782',
    cbusMemberNumber: '',
    superfundSignature: initial,
  });
}

test.describe('item 9: editing a signed medical declaration', () => {
  test('after submitting, a fresh code opens the answers; the signed version shows them at once', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo);
    await submittedHire(page, baseURL!, 'Mel Medic', email);
    await page.goto('/');

    // Health information after a submission: the View asks for a code first.
    await page.getByRole('button', { name: 'View Medical Declaration Form' }).click();
    const proof = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(proof.getByText('and so are your medical answers')).toBeVisible();
    await expectNoAxeViolations(page, 'the code dialog for the medical answers');
    await confirmEmailInDialog(page, email);
    const view = page.getByRole('dialog', { name: 'Medical Declaration' });
    await expect(view.getByText('None').first()).toBeVisible();
    await view.getByRole('button', { name: 'Edit' }).click();

    // The version signed: the answers at once, the document behind a button, nothing to scroll.
    await expect(page).toHaveURL(/\/medical-declaration$/);
    await expect(page.getByText(/^You have signed version \S+ of this document/)).toBeVisible();
    const conditions = page.getByRole('textbox', { name: /previous or existing medical conditions/ });
    await expect(conditions).toHaveValue('None');
    await expect(conditions).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Medical Declaration' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'a signed medical declaration opened to edit');
    const again = page.getByRole('button', { name: 'Read the document again' });
    await again.click();
    await expect(page.getByRole('region', { name: 'Medical Declaration' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide the document' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(page, 'the signed medical declaration with its document shown');
    await page.getByRole('button', { name: 'Hide the document' }).click();

    await conditions.fill('Broke my wrist in 2019, fully healed');
    await page.getByLabel('I declare that the information I have provided is true and complete.').check();
    await drawInitial(page, page.getByRole('img', { name: 'Initial pad' }));
    await page.getByRole('button', { name: 'Acknowledge Declaration' }).click();
    await expectToast(page, 'Medical Declaration Acknowledged');
    await expect(page).toHaveURL(/\/$/);
    const saved = await page.request.get(`/api/medical-declarations/${encodeURIComponent(email)}`);
    expect(await saved.json()).toMatchObject({ medicalConditions: 'Broke my wrist in 2019, fully healed' });
  });

  test('a newer version of the document must still be read before signing', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await seedMember(baseURL!, 'Vera Version', email, page.request);
    const doc = await (await page.request.get('/api/me/policy-documents/medical-declaration')).json();
    await post(page, '/api/medical-declarations', {
      email,
      policyDocumentId: doc.id,
      answers: doc.questions.map((q: { id: string }) => ({ questionId: q.id, answer: 'None' })),
      medicalDeclarationDate: new Date().toISOString().slice(0, 10),
      medicalSignature: await makeInitialPng(),
    });
    // The screen reads a document the answers were not signed on (a newer version).
    await page.route('**/api/me/policy-documents/medical-declaration', (route) =>
      route.fulfill({ json: { ...doc, id: crypto.randomUUID(), version: '9.9' } }),
    );
    await page.goto('/medical-declaration');
    await expect(page.getByRole('region', { name: 'Medical Declaration' })).toBeVisible();
    await expect(page.getByText('Scroll through the whole document to continue.')).toBeVisible();
    await expect(page.getByText(/^You have signed version/)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /previous or existing medical conditions/ })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page, 'a newer medical document to read before signing again');
  });
});

test.describe('item 10: toasts, the super pad and the tax date', () => {
  test("a toast on the home screen leaves the header's More button uncovered", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tax Declaration Form', exact: true }).click();
    const toast = toastWith(page, 'Complete Personal Information First');
    await expect(toast).toBeVisible();
    // Back up to the header while the toast is up.
    await page.mouse.wheel(0, -2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await toast.hover();
    const more = page.getByRole('button', { name: 'More' });
    await expect(more).toBeInViewport();
    expect(await overlaps(toast, more)).toBe(false);
    await expectNoAxeViolations(page, 'the home screen with a toast');
  });

  test("Next's toast leaves the first field and its error in sight", async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await proveEmail(page.request, email);
    const basic = await page.request.put('/api/me/drafts/basic-info', {
      data: {
        fullName: 'Sam Carpenter',
        email,
        mobile: '0412 345 678',
        gender: 'Male',
        dateOfBirth: '1990-05-17',
      },
    });
    expect(basic.ok()).toBe(true);
    await page.goto('/address');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    const toast = toastWith(page, REQUIRED_FIELDS_TOAST.title);
    await expect(toast).toBeVisible();
    await toast.hover();
    const field = page.getByLabel('House No.');
    await expect(field).toBeFocused();
    const error = page.getByText('House number is required');
    await expect(error).toBeInViewport();
    await expect(field).toBeInViewport();
    expect(await overlaps(toast, error)).toBe(false);
    expect(await overlaps(toast, field)).toBe(false);
    expect(await overlaps(toast, page.getByText('House No.', { exact: false }).first())).toBe(false);
    await expectNoAxeViolations(page, 'the address step with its toast and errors');
  });

  test("'Photo cropped' leaves the photo preview in sight", async ({ page }) => {
    await page.goto('/basic-info');
    await untilLive(page);
    const upload = page.getByRole('button', { name: 'Upload photo' });
    // The photo at the very top of the screen, where a toast would sit.
    await upload.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
    });
    // Tapped, as a finger does: the picker opens and the photo is chosen there.
    const chooser = page.waitForEvent('filechooser');
    await upload.click();
    await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg() });
    const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
    await crop.getByRole('button', { name: 'Crop Photo' }).click();
    const toast = toastWith(page, 'Photo cropped');
    await expect(toast).toBeVisible();
    await toast.hover();
    const preview = page.getByRole('img', { name: 'Your profile photo' });
    await expect(preview).toBeInViewport();
    expect(await overlaps(toast, preview)).toBe(false);
    await expectNoAxeViolations(page, 'basic info with the cropped photo and its toast');
  });

  test('the super signature pad is at least 150 px tall, and strokes land on it', async ({
    page,
    baseURL,
  }, testInfo) => {
    await seedMember(baseURL!, 'Pat Pad', uniqueEmail(testInfo), page.request);
    await page.goto('/superfund-choice');
    const pad = page.getByRole('img', { name: 'Signature pad' });
    await expect(pad).toBeVisible();
    const box = (await pad.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(150);
    expect(box.width).toBeLessThanOrEqual(360);
    await drawInitial(page, pad);
    await expect.poll(() => inkPixels(pad)).toBeGreaterThan(40);
    // The picture keeps the shape shown (no stretching): as many pixels high, in proportion.
    const ratio = await pad.evaluate((el) => {
      const canvas = el as HTMLCanvasElement;
      const rect = canvas.getBoundingClientRect();
      return canvas.width / canvas.height / (rect.width / rect.height);
    });
    expect(ratio).toBeGreaterThan(0.98);
    expect(ratio).toBeLessThan(1.02);
    await expectNoAxeViolations(page, 'the super choice with its signature pad drawn on');
  });

  test("the tax declaration's date is the signing date, shown, not asked", async ({
    page,
    baseURL,
  }, testInfo) => {
    await seedMember(baseURL!, 'Dana Date', uniqueEmail(testInfo), page.request);
    await page.goto('/tax-declaration');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Today in the employer's zone (TIME_ZONE's default), whatever the machine's: the server's date.
    const today = formatIsoDay(dayOf(new Date(), 'Australia/Sydney'));
    await expect(page.getByText(`Declaration date: ${today}, the day you sign`)).toBeVisible();
    await expect(page.getByLabel(/Declaration date/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the tax declaration with its date as text');
  });
});

test.describe('item 11: completed cards and the photo hint', () => {
  test('all six completed cards have View', async ({ page, baseURL }, testInfo) => {
    await submittedHire(page, baseURL!, 'Vic Viewer', uniqueEmail(testInfo));
    await page.goto('/');
    for (const title of [
      'Personal Information',
      'Workplace Behaviour Policy',
      'Medical Declaration Form',
      'Tax Declaration Form',
      'Choice Of SuperFund',
      'Confidentiality Agreement',
    ]) {
      await expect(card(page, title).getByRole('button', { name: `View ${title}` })).toBeVisible();
    }
  });

  test('a completed Tax or Super card offers View, Edit and Reset; Reset opens the task again', async ({
    page,
    baseURL,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await seedMember(baseURL!, 'Rita Reset', email, page.request);
    await fileTaxAndSuper(page, email);
    await page.goto('/');

    await page.getByRole('button', { name: 'Tax Declaration Form', exact: true }).click();
    const tax = page.getByRole('dialog', { name: 'Tax Declaration Form' });
    for (const name of ['View', 'Cancel', 'Reset', 'Edit']) {
      await expect(tax.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, "the completed tax card's choices");
    await tax.getByRole('button', { name: 'View', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Tax Declaration' }).getByText('Full-time employment'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Choice Of SuperFund', exact: true }).click();
    const superCard = page.getByRole('dialog', { name: 'Choice Of SuperFund' });
    await superCard.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/superfund-choice$/);
    await expect(page.getByRole('radio', { name: /OPTION 1/ })).toBeChecked();
    await page.goto('/');

    await page.getByRole('button', { name: 'Choice Of SuperFund', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Choice Of SuperFund' })
      .getByRole('button', { name: 'Reset', exact: true })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Reset Choice Of SuperFund?' });
    await expectNoAxeViolations(page, "the super card's Reset confirmation");
    await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await expectToast(page, 'SuperFund Choice Reset', 'You can now complete your superfund choice again.');
    await expect(card(page, 'Choice Of SuperFund').getByRole('img', { name: 'Completed' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'View Choice Of SuperFund' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Choice Of SuperFund', exact: true }).click();
    await expect(page).toHaveURL(/\/superfund-choice$/);
  });

  test('the photo hint names every type the picker accepts', async ({ page }) => {
    await page.goto('/basic-info');
    const accept = await page.getByLabel('Profile photo *').getAttribute('accept');
    const names: Record<string, string> = {
      'image/jpeg': 'JPG',
      'image/png': 'PNG',
      'image/heic': 'HEIC',
      'image/heif': 'HEIC',
    };
    const types = accept!.split(',');
    expect(types.length).toBeGreaterThan(0);
    const hint = page.getByText(/^Tap to choose, or drag and drop here\./);
    for (const type of types) {
      expect(names[type], type).toBeDefined();
      await expect(hint).toContainText(names[type]!);
    }
    await expectNoAxeViolations(page, 'basic info with the photo hint');
  });
});

test.describe('item 12: the email for a resubmission', () => {
  test('says it is an update, and promises what the success page promises', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.slow();
    const email = uniqueEmail(testInfo);
    await submittedHire(page, baseURL!, 'Uma Update', email);
    // A changed task after the submission: the workplace policy signed again.
    const doc = await (await page.request.get('/api/me/policy-documents/workplace-behaviour')).json();
    await post(page, '/api/policy-acknowledgments', {
      email,
      policyDocumentId: doc.id,
      signature: await makeInitialPng(),
      // A 'Do you understand…' question is a choice (decision 115): Yes; the others in words.
      answers: doc.questions.map((q: { id: string; kind?: string }) => ({
        questionId: q.id,
        answer: q.kind === 'understand' ? 'Yes' : 'Understood, again',
      })),
    });
    await page.goto('/');
    // The main button (its wording is item 5's): the one that sends the update.
    await page.getByRole('button', { name: /RE-SUBMISSION REQUIRED|send the update/i }).click();
    await expect(page).toHaveURL(/\/success$/);
    const steps = page.getByRole('list').filter({ hasText: NEXT_STEPS[0] }).getByRole('listitem');
    await expect(steps.first()).toBeVisible();
    const shown = await steps.allTextContents();
    expect(shown).toEqual([...NEXT_STEPS]);

    let update: string | undefined;
    await expect
      .poll(() => {
        update = [...mailsToNewestFirst(E2E_MAIL_DIR, email)]
          .map((raw) =>
            raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
              .replace(/\r\n/g, '\n'),
          )
          .find((text) => text.includes('We received your update'));
        return update;
      })
      .toBeDefined();
    expect(update!.replace(/\n /g, ' ')).toMatch(
      /^Subject: .*: we have received the update to your onboarding application$/m,
    );
    // Each of the page's promises but the email itself, word for word, and nothing sooner.
    for (const step of shown.filter((s) => EMAILED_NEXT_STEPS.includes(s as never))) {
      expect(update).toContain(`- ${step}\n`);
    }
    expect(update).not.toContain('within 24 hours');
  });
});
