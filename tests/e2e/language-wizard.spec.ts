import { expect, test, type Page } from '@playwright/test';
import ar from '../../src/shared/locales/ar/wizard.json' with { type: 'json' };
import vi from '../../src/shared/locales/vi/wizard.json' with { type: 'json' };
import viValidation from '../../src/shared/locales/vi/validation.json' with { type: 'json' };
import fs from 'node:fs';
import path from 'node:path';
import { EN_RESOURCES, NAMESPACES } from '../../src/shared/i18n/resources';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { draw } from './helpers/complete-tasks';
import { proveEmail } from './helpers/email-code';
import { headshotJpeg, uniqueEmail } from './helpers/new-hire';

// Issue 43 item 1: a hire whose phone is set to Vietnamese walks the Personal Information wizard
// in Vietnamese on a 360 px phone (step titles, labels, choices, a validation message, the save
// line, the review), then reads a step in Arabic, right to left; axe finds nothing in either.
// The words asserted are the shipped messages themselves (src/shared/locales).

test.use({ locale: 'vi-VN', viewport: { width: 360, height: 740 } });

type Messages = { [key: string]: string | Messages };
const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value, `${prefix}${key}.`),
  );

/** Every English message of the journey that Vietnamese says otherwise: none may be on a Vietnamese screen. */
const ENGLISH = new Set(
  NAMESPACES.flatMap((namespace) => {
    const file = path.resolve('src/shared/locales/vi', `${namespace}.json`);
    const translated = new Map(flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages));
    return flatten(EN_RESOURCES[namespace] as Messages)
      .filter(([key, english]) => translated.get(key) !== english && !english.includes('{'))
      .map(([, english]) => english);
  }),
);

/**
 * No English message is shown: each visible text outside what is marked English (legal text,
 * signed as English) and outside what the hire typed is checked against the English messages.
 */
async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], input, textarea, select, [aria-hidden="true"]')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    return texts;
  });
  expect(shown.length, where).toBeGreaterThan(5);
  expect
    .soft(
      shown.filter((text) => ENGLISH.has(text) || ENGLISH.has(text.replace(/ \*$/, ''))),
      where,
    )
    .toEqual([]);
}

/** 'Bước 3 / 8' as the language writes it (ICU, its own digits). */
const stepOf = (template: string, step: number, locale: string) => {
  const number = new Intl.NumberFormat(locale);
  return template
    .replace(/\{step(, number)?\}/, number.format(step))
    .replace(/\{count(, number)?\}/, number.format(8));
};

const next = (page: Page, label = vi.layout.next) =>
  page.getByRole('button', { name: label, exact: true }).click();

/** A toast read and closed (its close button is the toaster's, whatever its words). */
async function readToast(page: Page, title: string) {
  const toast = page.getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(stepOf(vi.layout.stepOf, step, 'vi-VN'), { exact: true })).toBeVisible();
}

test('a hire with a Vietnamese phone fills the 8 steps in Vietnamese, then reads a step right to left in Arabic', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo);
  // Proven before, as a hire who came back by their email's link: no code dialog after step 1.
  await proveEmail(page.request, email);
  await page.goto('/basic-info');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // Step 1: the collection notice in English with its translation, and a validation message.
  await expectStep(page, 1, vi.steps['basic-info'].title);
  await expect(page.getByText(vi.steps['basic-info'].subtitle)).toBeVisible();
  await expect(page.getByRole('heading', { name: vi.notice.title })).toBeVisible();
  await expect(page.getByText(vi.notice.read)).toBeVisible();
  await next(page);
  await expect(page.getByText(viValidation.basicInfo.fullNameRequired, { exact: true })).toBeVisible();
  await expect(page.getByText(viValidation.basicInfo.photoRequired, { exact: true })).toBeVisible();
  await readToast(page, viValidation.form.requiredTitle);

  await page.getByLabel(`${vi.photo.label} *`).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(900, 900),
  });
  const crop = page.getByRole('dialog', { name: vi.photo.crop.title });
  await crop.getByRole('button', { name: vi.photo.crop.crop }).click();
  await readToast(page, vi.photo.toasts.cropped.title);
  await page.getByLabel(`${vi.basicInfo.fullName} *`).fill('Nguyễn Văn Minh');
  await page.getByLabel(`${vi.basicInfo.email} *`).fill(email);
  await page.getByLabel(`${vi.basicInfo.mobile} *`).fill('0412 345 678');
  const gender = page.getByLabel(`${vi.basicInfo.gender} *`);
  await expect(gender.locator('option[value="Male"]')).toHaveText(vi.choices.gender.male);
  await gender.selectOption('Male');
  await page.getByLabel(`${vi.basicInfo.dateOfBirth} *`).fill('1994-08-09');
  await expect(page.getByText(viValidation.basicInfo.fullNameRequired)).toHaveCount(0);
  // The save line says what it says in Vietnamese.
  await expect(page.getByText(vi.saveLine.saved, { exact: true })).toBeVisible();
  await waitForScreen(page);
  await expectNoAxeViolations(page, 'basic information in Vietnamese at 360 px');
  await expectNoEnglish(page, 'basic information in Vietnamese');
  await next(page);

  // Step 2: a state as the hire reads it; the stored value stays the code.
  await expectStep(page, 2, vi.steps.address.title);
  await expect(page.getByRole('link', { name: vi.layout.back, exact: true })).toBeVisible();
  await page.getByLabel(`${vi.address.houseNumber} *`).fill('3');
  await page.getByLabel(`${vi.address.streetName} *`).fill('Crane Lane');
  await page.getByLabel(`${vi.address.suburb} *`).fill('Footscray');
  await page.getByLabel(`${vi.address.postcode} *`).fill('301');
  await page.getByLabel(`${vi.address.postcode} *`).blur();
  await expect(page.getByText(viValidation.address.postcodeInvalid, { exact: true })).toBeVisible();
  await page.getByLabel(`${vi.address.postcode} *`).fill('3011');
  const state = page.getByLabel(`${vi.address.state} *`);
  await expect(state.locator('option[value="VIC"]')).toHaveText(vi.choices.state.VIC);
  await state.selectOption('VIC');
  await expectNoEnglish(page, 'the address in Vietnamese');
  await next(page);

  // Step 3: the contact's choices and the success hints.
  await expectStep(page, 3, vi.steps['emergency-contact'].title);
  const primary = page.getByRole('group', { name: vi.emergency.primary });
  await primary.getByLabel(`${vi.emergency.fullName} *`).fill('Lan Nguyen');
  await primary.getByLabel(`${vi.emergency.mobile} *`).fill('0498 765 432');
  await primary.getByLabel(`${vi.emergency.relationship} *`).selectOption('Spouse');
  await expect(primary.getByText(vi.emergency.nameLooksGreat)).toBeVisible();
  await expect(primary.getByText(vi.emergency.phoneHint)).toBeVisible();
  await expectNoEnglish(page, 'the emergency contacts in Vietnamese');
  await next(page, vi.layout.next);

  // Step 4: the statuses by their Vietnamese names.
  await expectStep(page, 4, vi.steps['personal-status'].title);
  await expect(page.getByText(vi.status.notes.tagSingleParent)).toBeVisible();
  await page.getByRole('switch', { name: vi.choices.statusTag.tagAustralianCitizen }).check();
  await expectNoEnglish(page, 'the personal status in Vietnamese');
  await next(page);

  // Step 5: no licences.
  await expectStep(page, 5, vi.steps['card-details'].title);
  await expect(page.getByText(vi.cards.none)).toBeVisible();
  await page.getByRole('button', { name: vi.cards.add }).click();
  const kind = page.getByLabel(`${vi.licence.kind} *`);
  await expect(kind.locator('option[value="LF"]')).toHaveText(vi.choices.licenceKind.LF);
  await expectNoEnglish(page, 'a licence being added in Vietnamese');
  await page.getByRole('button', { name: vi.licence.cancel }).click();
  await next(page);

  // Step 6.
  await expectStep(page, 6, vi.steps['bank-details'].title);
  await page.getByLabel(`${vi.bank.bankName} *`).fill('Westpac');
  await page.getByLabel(`${vi.bank.accountName} *`).fill('M Nguyen');
  await page.getByLabel(`${vi.bank.bsb} *`).fill('032000');
  await page.getByLabel(`${vi.bank.accountNumber} *`).fill('44445678');
  await expectNoEnglish(page, 'the bank details in Vietnamese');
  await next(page);

  // Step 7.
  await expectStep(page, 7, vi.steps['position-details'].title);
  await page.getByLabel(`${vi.position.position} *`).fill('Formworker');
  await page.getByLabel(`${vi.position.department} *`).fill('Structures');
  await page.getByLabel(`${vi.position.location} *`).selectOption('Site');
  await page.getByLabel(`${vi.position.startDate} *`).fill('2027-01-11');
  await expectNoEnglish(page, 'the position details in Vietnamese');
  await next(page);

  // Step 8: the review in Vietnamese, the hire's own answers as typed, a date as Vietnamese writes it.
  await expectStep(page, 8, vi.steps.confirmation.title);
  const review = page.getByRole('region', { name: vi.review.heading });
  await expect(
    review.getByRole('region', { name: vi.review.sections['personal-status'].title }),
  ).toContainText(vi.choices.statusTag.tagAustralianCitizen);
  const basics = review.getByRole('region', { name: vi.review.sections['basic-info'].title });
  await expect(basics).toContainText(vi.review.labels.dateOfBirth);
  await expect(basics).toContainText(
    new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(1994, 7, 9),
    ),
  );
  await expect(basics).toContainText(vi.choices.gender.male);
  await expect(review.getByRole('region', { name: vi.review.sections.address.title })).toContainText(
    vi.choices.state.VIC,
  );
  // What is signed: the English, marked as English, with the translation under it.
  await expect(
    page.locator('[lang="en"]', { hasText: 'I declare the information I have given is true and correct.' }),
  ).toBeVisible();
  await expect(page.getByText(vi.confirmation.declarationTranslation)).toBeVisible();
  await waitForScreen(page);
  await expectNoAxeViolations(page, 'the confirmation in Vietnamese at 360 px');
  await expectNoEnglish(page, 'the confirmation in Vietnamese');

  // Arabic, right to left, on a step.
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('ar');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.steps.confirmation.title })).toBeVisible();
  await expect(page.getByText(stepOf(ar.layout.stepOf, 8, 'ar'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar.review.heading })).toBeVisible();
  await waitForScreen(page);
  await expectNoAxeViolations(page, 'the confirmation in Arabic at 360 px');

  await page.getByRole('link', { name: ar.review.sections.address.edit }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.steps.address.title })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel(`${ar.address.suburb} *`)).toHaveValue('Footscray');
  // Laid out right to left: the label starts at the right edge of its field.
  const label = await page.getByText(`${ar.address.suburb} *`, { exact: true }).boundingBox();
  const field = await page.getByLabel(`${ar.address.suburb} *`).boundingBox();
  expect(label!.x + label!.width).toBeCloseTo(field!.x + field!.width, -1);
  await waitForScreen(page);
  await expectNoAxeViolations(page, 'the address in Arabic at 360 px');
  // The rest of the way to the confirmation, and the initial: the hire is sent home in Arabic.
  for (const step of [
    'emergency-contact',
    'personal-status',
    'card-details',
    'bank-details',
    'position-details',
    'confirmation',
  ] as const) {
    await next(page, ar.layout.next);
    await expect(page.getByRole('heading', { level: 1, name: ar.steps[step].title })).toBeVisible();
  }
  await draw(page, page.locator('canvas').first());
  await next(page, ar.confirmation.continue);
  await expect(page).toHaveURL(/\/$/);
  await readToast(page, ar.confirmation.completedTitle);
});
