import { expect, test, type Browser, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import arDocuments from '../../src/shared/locales/ar/documents.json' with { type: 'json' };
import arHome from '../../src/shared/locales/ar/home.json' with { type: 'json' };
import arSignature from '../../src/shared/locales/ar/signature.json' with { type: 'json' };
import arSuper from '../../src/shared/locales/ar/super.json' with { type: 'json' };
import arTax from '../../src/shared/locales/ar/tax.json' with { type: 'json' };
import arWizard from '../../src/shared/locales/ar/wizard.json' with { type: 'json' };
import viDocuments from '../../src/shared/locales/vi/documents.json' with { type: 'json' };
import viHome from '../../src/shared/locales/vi/home.json' with { type: 'json' };
import viSignature from '../../src/shared/locales/vi/signature.json' with { type: 'json' };
import viSuper from '../../src/shared/locales/vi/super.json' with { type: 'json' };
import viTax from '../../src/shared/locales/vi/tax.json' with { type: 'json' };
import viWizard from '../../src/shared/locales/vi/wizard.json' with { type: 'json' };
import { attachmentNames, mailAttachment } from '../fixtures/delivery-peers';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { E2E_HR_INBOX, loginAsAdmin } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { draw, readToEnd } from './helpers/complete-tasks';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { untilLive } from './helpers/live';
import { headshotJpeg } from './helpers/new-hire';
import { expectNoEnglish } from './helpers/no-english';

// Issue 43's Done-when: on a 360 px phone whose browser is set to Vietnamese, then Arabic, a hire
// goes the whole way from HR's invitation to the submitted application: no English on any
// screen except legal text (marked lang="en", with its translation) and names; Arabic is laid
// out right to left; axe finds nothing on each screen; the PDF HR receives is in English.

const BUNDLES = {
  vi: {
    locale: 'vi-VN',
    dir: 'ltr',
    home: viHome,
    documents: viDocuments,
    wizard: viWizard,
    tax: viTax,
    super: viSuper,
    signature: viSignature,
  },
  ar: {
    locale: 'ar',
    dir: 'rtl',
    home: arHome,
    documents: arDocuments,
    wizard: arWizard,
    tax: arTax,
    super: arSuper,
    signature: arSignature,
  },
} as const;
type Lang = keyof typeof BUNDLES;
type Bundle = (typeof BUNDLES)[Lang];

/** Every screen: its language and direction, no English outside legal text, axe 0. */
async function checkScreen(page: Page, b: Bundle, lang: Lang, where: string) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', b.dir);
  await waitForScreen(page);
  await expectNoEnglish(page, `${where} (${lang})`);
  await expectNoAxeViolations(page, `${where} (${lang}, 360 px)`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    `${where} (${lang}) is wider than the phone`,
  ).toBe(0);
}

/** A toast read and closed (its close button is the toaster's, whatever its words). */
async function readToast(page: Page, title: string) {
  const toast = page.getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
}

/** The newest message to `email` matching `pattern`, decoded as a mail app shows it. */
async function mailTo(email: string, pattern: RegExp, timeout = 30_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        for (const raw of mailsToNewestFirst(E2E_MAIL_DIR, email)) {
          const text = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
          if (pattern.test(text)) return (found = raw);
        }
        return '';
      },
      { timeout, message: `mail to ${email} matching ${pattern}` },
    )
    .not.toBe('');
  return found;
}

async function invite(
  browser: Browser,
  baseURL: string,
  lang: Lang,
  hire: { email: string; fullName: string },
) {
  const context = await browser.newContext({ baseURL });
  const hr = await context.newPage();
  await loginAsAdmin(hr);
  const sent = await hr.request.post('/api/admin/invitations', {
    data: {
      ...hire,
      mobile: '0412 345 678',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2027-01-11',
      basisOfPayment: 'casual',
      language: lang,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await context.close();
  const raw = await mailTo(hire.email, /\/invite#[A-Za-z0-9_-]+/);
  const decoded = raw.replace(/=\r?\n/g, '');
  return /https?:\/\/\S+?\/invite#[A-Za-z0-9_-]+/.exec(decoded)![0];
}

async function journey(browser: Browser, baseURL: string, lang: Lang) {
  const b = BUNDLES[lang];
  const w = b.wizard;
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 5)}`;
  const hire = {
    email: `${lang}.journey.${stamp}@language-journey.test`,
    fullName: lang === 'vi' ? 'Nguyễn Văn Minh' : 'Omar Haddad',
  };
  const link = await invite(browser, baseURL, lang, hire);

  // The emailed link names the server by PUBLIC_URL's host: the hire's later visits go there too.
  const context = await browser.newContext({
    baseURL: new URL(link).origin,
    locale: b.locale,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const next = (label: string = w.layout.next) =>
    page.getByRole('button', { name: label, exact: true }).click();

  // The invitation's link: the welcome, what to have ready and how long, in the hire's language.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: b.home.welcome.title })).toBeVisible();
  await expect(page.getByText(b.home.welcome.time)).toBeVisible();
  await checkScreen(page, b, lang, 'the welcome');
  await page.getByRole('button', { name: b.home.welcome.start, exact: true }).click();
  await untilLive(page);

  // Step 1: HR's details filled in; the photo, the gender and the date of birth.
  await expect(page.getByRole('heading', { level: 1, name: w.steps['basic-info'].title })).toBeVisible();
  await expect(page.getByLabel(`${w.basicInfo.fullName} *`)).toHaveValue(hire.fullName);
  await page.getByLabel(`${w.photo.label} *`).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(900, 900),
  });
  await page
    .getByRole('dialog', { name: w.photo.crop.title })
    .getByRole('button', { name: w.photo.crop.crop })
    .click();
  await readToast(page, w.photo.toasts.cropped.title);
  await page.getByLabel(`${w.basicInfo.gender} *`).selectOption('Male');
  await page.getByLabel(`${w.basicInfo.dateOfBirth} *`).fill('1994-08-09');
  await expect(page.getByText(w.saveLine.saved, { exact: true })).toBeVisible();
  await checkScreen(page, b, lang, 'basic information');
  await next();

  await expect(page.getByRole('heading', { level: 1, name: w.steps.address.title })).toBeVisible();
  await page.getByLabel(`${w.address.houseNumber} *`).fill('3');
  await page.getByLabel(`${w.address.streetName} *`).fill('Crane Lane');
  await page.getByLabel(`${w.address.suburb} *`).fill('Footscray');
  await page.getByLabel(`${w.address.postcode} *`).fill('3011');
  await page.getByLabel(`${w.address.state} *`).selectOption('VIC');
  await checkScreen(page, b, lang, 'the address');
  await next();

  await expect(
    page.getByRole('heading', { level: 1, name: w.steps['emergency-contact'].title }),
  ).toBeVisible();
  const primary = page.getByRole('group', { name: w.emergency.primary });
  await primary.getByLabel(`${w.emergency.fullName} *`).fill('Lan Nguyen');
  await primary.getByLabel(`${w.emergency.mobile} *`).fill('0498 765 432');
  await primary.getByLabel(`${w.emergency.relationship} *`).selectOption('Spouse');
  await checkScreen(page, b, lang, 'the emergency contacts');
  await next();

  await expect(page.getByRole('heading', { level: 1, name: w.steps['personal-status'].title })).toBeVisible();
  await page.getByRole('switch', { name: w.choices.statusTag.tagAustralianCitizen }).check();
  await checkScreen(page, b, lang, 'the personal status');
  await next();

  await expect(page.getByRole('heading', { level: 1, name: w.steps['card-details'].title })).toBeVisible();
  await checkScreen(page, b, lang, 'the tickets and licences');
  await next();

  await expect(page.getByRole('heading', { level: 1, name: w.steps['bank-details'].title })).toBeVisible();
  await page.getByLabel(`${w.bank.bankName} *`).fill('Westpac');
  await page.getByLabel(`${w.bank.accountName} *`).fill('M Nguyen');
  await page.getByLabel(`${w.bank.bsb} *`).fill('032000');
  await page.getByLabel(`${w.bank.accountNumber} *`).fill('44445678');
  await checkScreen(page, b, lang, 'the bank details');
  await next();

  // Step 7: HR's position details, read-only.
  await expect(
    page.getByRole('heading', { level: 1, name: w.steps['position-details'].title }),
  ).toBeVisible();
  await expect(page.getByLabel(`${w.position.position} *`)).toHaveValue('Carpenter');
  await checkScreen(page, b, lang, 'the position details');
  await next();

  // Step 8: the review; the hire creates their signature once and initials the declaration with a tap.
  await expect(page.getByRole('heading', { level: 1, name: w.steps.confirmation.title })).toBeVisible();
  await checkScreen(page, b, lang, 'the confirmation');
  await adoptSignature(page, b);
  await page.getByRole('button', { name: b.signature.sign.withInitials }).click();
  await next(w.confirmation.continue);
  await expect(page).toHaveURL(/\/$/);
  await readToast(page, w.confirmation.completedTitle);
  await checkScreen(page, b, lang, 'the home');

  // ... the documents, the tax declaration and the super choice follow (below).
  return { page, context, hire, b };
}

/** The first pad offers to create a signature: drawn once (signature and initials) and adopted. */
async function adoptSignature(page: Page, b: Bundle) {
  await page.getByRole('button', { name: b.signature.adopt.start }).first().click();
  const dialog = page.getByRole('dialog', { name: b.signature.adopt.title });
  await draw(page, dialog.getByRole('img', { name: b.signature.adopt.signaturePad }));
  await draw(page, dialog.getByRole('img', { name: b.signature.adopt.initialsPad }));
  await expectNoEnglish(page, 'the adoption dialog');
  await expectNoAxeViolations(page, 'the adoption dialog');
  await dialog.getByRole('button', { name: b.signature.adopt.confirm }).click();
  await expect(dialog).toBeHidden();
}

for (const lang of ['vi', 'ar'] as const) {
  test(`the whole journey in ${lang === 'vi' ? 'Vietnamese' : 'Arabic'} from the invitation to submission, the PDF in English`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { page, context, hire, b } = await journey(browser, baseURL!, lang);
    const openTask = (task: keyof typeof b.home.tasks) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: b.home.tasks[task].title, exact: true }) })
        .getByRole('button', { name: b.home.tasks[task].title, exact: true })
        .click();

    // The tax declaration: the ATO's questions in English with their translation; a tap to sign.
    await openTask('tax-declaration');
    await expect(page.getByRole('heading', { name: b.tax.title, level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: /^Tax File Number/ }).pressSequentially('123456782');
    await page.getByRole('radio', { name: /Full-time employment/ }).check();
    await page.getByRole('radio', { name: /An Australian resident for tax purposes/ }).check();
    await page
      .getByRole('group', { name: /claim the tax-free threshold/ })
      .getByRole('radio', { name: /Yes/ })
      .check();
    await page
      .getByRole('group', { name: /Higher Education Loan Program/ })
      .getByRole('radio', { name: /No/ })
      .check();
    await checkScreen(page, b, lang, 'the tax declaration');
    await page.getByRole('button', { name: b.signature.sign.withInitials }).click();
    await page.getByRole('button', { name: b.tax.actions.continue }).click();
    await expect(page).toHaveURL(/\/$/);

    // The super choice: the employer's fund; the adopted signature by a tap.
    await openTask('superfund-choice');
    await expect(page.getByRole('heading', { name: b.super.form.heading })).toBeVisible();
    await page.getByRole('radio', { name: /OPTION 1/ }).check();
    await checkScreen(page, b, lang, 'the super choice');
    await page.getByRole('button', { name: b.signature.sign.withSignature }).click();
    await page.getByRole('button', { name: b.super.actions.save }).click();
    await expect(page.getByText(b.super.toasts.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    const d = b.documents;
    /** The document's English (what is signed) in its scroll box, with HR's translation when there is one. */
    const legalViewer = () =>
      page
        .getByRole('region')
        .filter({ has: page.locator('[lang="en"]') })
        .first();
    const checkboxNamed = (words: string) =>
      page.getByRole('checkbox', { name: new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

    // The workplace behaviour policy: 'Do you understand…' as a plain choice; a tap to sign.
    await openTask('workplace-behaviour');
    await readToEnd(page, legalViewer());
    for (const question of [
      /who to report a workplace behaviour concern/,
      /under the influence of alcohol or drugs/,
    ])
      await page
        .getByRole('group', { name: question })
        .getByRole('radio', { name: d.understand.yes })
        .check();
    await checkboxNamed(d.tasks['workplace-behaviour'].agreementLabel).check();
    await page.getByRole('button', { name: b.signature.sign.withInitials }).click();
    await checkScreen(page, b, lang, 'the workplace behaviour policy');
    await page.getByRole('button', { name: d.tasks['workplace-behaviour'].submitLabel }).click();
    await readToast(page, d.tasks['workplace-behaviour'].successTitle);
    await expect(page).toHaveURL(/\/$/);

    // The medical declaration.
    await openTask('medical-declaration');
    await readToEnd(page, legalViewer());
    await page.getByRole('textbox', { name: /previous or existing medical conditions/ }).fill('Không có');
    await checkboxNamed(d.tasks['medical-declaration'].agreementLabel).check();
    await page.getByRole('button', { name: b.signature.sign.withInitials }).click();
    await checkScreen(page, b, lang, 'the medical declaration');
    await page.getByRole('button', { name: d.tasks['medical-declaration'].submitLabel }).click();
    await readToast(page, d.tasks['medical-declaration'].successTitle);
    await expect(page).toHaveURL(/\/$/);

    // The confidentiality agreement, which names the hire.
    await openTask('confidentiality-agreement');
    await expect(legalViewer()).toContainText(hire.fullName);
    await readToEnd(page, legalViewer());
    for (const text of [
      /tender prices/,
      /photographs of sites/,
      /return all company property/,
      /continue after/,
    ])
      await page.getByRole('checkbox', { name: text }).check();
    await checkboxNamed(d.agreement.label).check();
    await page.getByRole('button', { name: b.signature.sign.withInitials }).click();
    await checkScreen(page, b, lang, 'the confidentiality agreement');
    await page.getByRole('button', { name: d.agreement.submit }).click();
    await readToast(page, d.agreement.successTitle);
    await page.goto('/');
    await checkScreen(page, b, lang, 'the home with every task done');

    // What was signed, read back: the document's questions in its English, the choices in the language.
    const policyTitle = b.home.tasks['workplace-behaviour'].title;
    await page.getByRole('button', { name: b.home.card.viewLabel.replace('{task}', policyTitle) }).click();
    const signed = page.getByRole('dialog', { name: policyTitle });
    await expect(
      signed.locator('[lang="en"]', { hasText: /who to report a workplace behaviour concern/ }),
    ).toBeVisible();
    await expectNoEnglish(page, `the signed policy read back (${lang})`);
    await expectNoAxeViolations(page, `the signed policy read back (${lang})`);
    await page.keyboard.press('Escape');
    await expect(signed).toBeHidden();

    // Submitted from the home; the success page in the hire's language.
    await page.getByRole('button', { name: b.home.main.submit }).click();
    await expect(page.getByRole('heading', { name: b.home.success.title })).toBeVisible();
    await checkScreen(page, b, lang, 'the success page');
    await context.close();

    // The PDF HR receives is in English, the language of the record, whatever the hire read.
    // Found by the hire's address (their name is in an encoded subject) with a PDF attached.
    const raw = await mailTo(
      E2E_HR_INBOX.email,
      new RegExp(`${hire.email}[\\s\\S]*application/pdf`, 'i'),
      60_000,
    );
    const pdfName = attachmentNames(raw).find((name) => name.startsWith('application-'));
    expect(pdfName, attachmentNames(raw).join(', ')).toBeDefined();
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(mailAttachment(raw, pdfName!)!)),
      {
        mergePages: true,
      },
    );
    const pdf = text.replace(/\s+/g, ' ');
    expect(pdf).toContain(hire.fullName);
    expect(pdf).toContain('Employee Onboarding Application');
    expect(pdf).toContain('Personal Details');
    expect(pdf).toContain('Residency for tax purposes An Australian resident for tax purposes');
    expect(pdf).toContain("OPTION 1: My employer's default fund");
    expect(pdf).not.toContain(b.tax.residency.resident);
    expect(pdf).not.toContain(b.home.tasks['personal-information'].title);
  });
}
