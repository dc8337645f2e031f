import { expect, request as apiRequest, test, type Locator, type Page } from '@playwright/test';
import { INITIAL_HINT } from '../../src/shared/schemas/confirmation';
import { EMERGENCY_TOAST } from '../../src/shared/schemas/emergency-contact';
import { REQUIRED_FIELDS_TOAST } from '../../src/shared/schemas/fields';
import { FINISH_LICENCE_FIRST, LICENCE_EXPIRY_REQUIRED } from '../../src/shared/schemas/card-details';
import { WIZARD_STEP_SCHEMAS } from '../../src/shared/schemas/team-member';
import { PHONE_HINT } from '../../src/client/features/personal-information/emergency-contact-form';
import { memberFields } from '../fixtures/member-form';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations } from './helpers/axe';
import { confirmEmailInDialog, proveEmail } from './helpers/email-code';
import { headshotJpeg, inkPixels, uniqueEmail } from './helpers/new-hire';
import { untilLive } from './helpers/live';
import { startOnboarding } from './helpers/welcome';
const BASIC_INFO = (email: string) => ({
  fullName: 'Sam Carpenter',
  email,
  mobile: '0412 345 678',
  gender: 'Male',
  dateOfBirth: '1990-05-17',
});

/** Proves the email and saves basic info through the API in this page's session, as the first Next would. */
async function startApplication(page: Page, email: string) {
  await proveEmail(page.request, email);
  const answer = await page.request.put('/api/me/drafts/basic-info', { data: BASIC_INFO(email) });
  expect(answer.ok()).toBe(true);
}

/** Saves the photo and steps 1 to 7 through the API, as their Next buttons would. */
async function saveStepsBeforeConfirmation(page: Page, email: string) {
  await startApplication(page, email);
  const photo = await page.request.put('/api/me/photo', {
    multipart: { profilePhoto: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg() } },
  });
  expect(photo.ok()).toBe(true);
  const fields = memberFields(email);
  for (const [stepId, schema] of Object.entries(WIZARD_STEP_SCHEMAS)) {
    if (stepId === 'basic-info' || stepId === 'confirmation') continue;
    const data = Object.fromEntries(Object.keys(schema().shape).map((field) => [field, fields[field]]));
    const answer = await page.request.put(`/api/me/drafts/${stepId}`, { data });
    expect(answer.ok(), stepId).toBe(true);
  }
}

/** Presses Tab (or Shift+Tab) until the control has focus, as a keyboard user would. */
async function tabTo(page: Page, control: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 30; i++) {
    if (await control.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(control).toBeFocused();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

async function expectStep(page: Page, heading: string, step: number) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText(`Step ${step} of 8`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Personal information progress' })).toHaveAttribute(
    'aria-valuenow',
    String((step / 8) * 100),
  );
}

async function uploadAndCropPhoto(page: Page) {
  await untilLive(page);
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Crop Photo' }).click();
  await expect(crop).toBeHidden();
  // Read and dismissed, as a person would: left up, it can sit over Next on a phone (issue 12).
  await expectToast(page, 'Photo cropped', 'Perfect! Your headshot is ready.');
  await expectLoadedImage(page.getByRole('img', { name: 'Your profile photo' }));
}

async function drawInitial(page: Page) {
  const pad = page.getByRole('img', { name: 'Initial pad' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the initial pad is not on screen');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.2, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.75, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.3, { steps: 8 });
  await page.mouse.up();
}

/** The image is on screen and actually decoded (a broken URL has no natural width). */
async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(400);
}

/**
 * Presses 'Continue to Next Task' and checks what the phone sent (decision 053): the notes and the
 * initial only, to the route that makes the member from the server's drafts; no bank or visa number.
 */
const COMPLETE_URL = '/api/me/personal-information';

async function continueAndCheckBody(page: Page) {
  const sent = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname === COMPLETE_URL,
  );
  await page.getByRole('button', { name: 'Continue to Next Task' }).click();
  const body = (await sent).postData() ?? '';
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['notes', 'signature']);
  for (const secret of ['062-000', '062000', '12345678', 'VZ7788123']) expect(body).not.toContain(secret);
}

function personalInformationCard(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Personal Information', exact: true }) });
}

test('a new hire completes the personal information wizard on a phone', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/');
  await startOnboarding(page);

  await expectStep(page, 'BASIC INFORMATION', 1);
  await expect(page.getByText('Tell us about yourself')).toBeVisible();
  await uploadAndCropPhoto(page);
  await page.getByLabel('Full Name').fill('Sam Carpenter');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of Birth').fill('1990-05-17');
  await next(page);
  // The first Next asks for the code emailed to the address (read here from the SMTP peer).
  await confirmEmailInDialog(page, email);

  await expectStep(page, 'ADDRESS', 2);
  await expect(page).toHaveURL(/\/address$/);
  await page.getByLabel('House No.').fill('12');
  await page.getByLabel('Street Name').fill('Hammer St');
  await page.getByLabel('Suburb').fill('Parramatta');
  await page.getByLabel('Post Code').fill('2150');
  await page.getByLabel('State').selectOption('NSW');
  await next(page);

  await expectStep(page, 'EMERGENCY CONTACTS', 3);
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/address');
  const primary = page.getByRole('group', { name: 'Primary Contact' });
  await primary.getByLabel('Full Name').fill('Alex Carpenter');
  await expect(primary.getByText('Looks great!')).toBeVisible();
  await primary.getByLabel('Mobile Number').fill('0498 765 432');
  await expect(primary.getByText('Valid number!')).toBeVisible();
  await primary.getByLabel('Relationship').selectOption('Spouse');
  await expect(primary.getByText('Perfect!')).toBeVisible();
  await next(page);

  await expectStep(page, 'PERSONAL STATUS', 4);
  await expect(page.getByLabel('Visa Number')).toBeHidden();
  await page.getByRole('switch', { name: 'Visa Citizen' }).check();
  await page.getByLabel('Visa Number').fill('VZ7788123');
  await page.getByLabel('Visa Expiry').fill('2028-01-31');
  await page.getByLabel('Visa Subclass').fill('482');
  await page.getByLabel('Visa Work Conditions').fill('8107');
  // What VEVO needs, and the consent to the check (issue 40): asked before the step moves on.
  await next(page);
  await expect(
    page.getByText(
      'Please enter your passport number and its country, or your ImmiCard number: the employer checks your work rights on VEVO with it',
    ),
  ).toBeVisible();
  await expect(page.getByText('Please agree to the check of your work rights on VEVO')).toBeVisible();
  await page.getByLabel('Passport Number').fill('PA7654321');
  await page.getByLabel('Passport Country').selectOption('GB');
  await page
    .getByRole('checkbox', { name: /I agree to my employer checking my work rights on VEVO/ })
    .check();
  await next(page);

  await expectStep(page, 'CARD DETAILS', 5);
  await page.getByRole('button', { name: 'Add a licence or ticket' }).click();
  await page.getByLabel('Kind of licence or ticket').selectOption('LF');
  await page.getByLabel('Licence or card number').fill('LF-0099');
  await page.getByLabel('Expiry date').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByRole('list', { name: 'Your licences and tickets' })).toContainText('LF-0099');
  await next(page);

  await expectStep(page, 'BANK DETAILS', 6);
  await page.getByLabel('Bank Name').fill('Commonwealth Bank');
  await page.getByLabel('Account Name').fill('S Carpenter');
  await page.getByLabel('BSB Number').fill('062000');
  await expect(page.getByLabel('BSB Number')).toHaveValue('062-000');
  await page.getByLabel('Account Number').fill('12345678');
  await next(page);

  await expectStep(page, 'POSITION DETAILS', 7);
  await expect(page.getByLabel('Company Being Employed By')).toHaveValue('E2E Builders Pty Ltd');
  await page.getByLabel('Position').fill('Carpenter');
  await page.getByLabel('Department').fill('Construction');
  await page.getByLabel('Location').selectOption('Site');
  await page.getByLabel('Planned Start Date').fill('2026-12-01');
  await next(page);

  await expectStep(page, 'Confirm and Submit', 8);
  await expect(page.getByText(INITIAL_HINT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Next Task' })).toBeHidden();
  await expect(page.getByText('Tax Declaration Form')).toBeVisible();
  await page.getByLabel('Anything else we need to know?').fill('I hold a current first aid certificate.');
  await drawInitial(page);
  await expect(page.getByText(INITIAL_HINT)).toBeHidden();
  await continueAndCheckBody(page);

  await expect(page.getByText('Onboarding Form Completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const card = personalInformationCard(page);
  await expect(card.getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(page.getByText('17%')).toBeVisible();
  await page.reload();
  await expect(personalInformationCard(page).getByRole('img', { name: 'Completed' })).toBeVisible();
  await expect(page.getByText('17%')).toBeVisible();

  // Edit: the stored member fills the wizard; a new mobile number is saved with PUT.
  await card.getByRole('button', { name: 'Personal Information', exact: true }).click();
  const manage = page.getByRole('dialog', { name: 'Personal Information' });
  await expect(manage.getByRole('button', { name: 'Reset' })).toBeVisible();
  await manage.getByRole('button', { name: 'Edit' }).click();
  await expectStep(page, 'BASIC INFORMATION', 1);
  await expect(page.getByLabel('Full Name')).toHaveValue('Sam Carpenter');
  await expectLoadedImage(page.getByRole('img', { name: 'Your profile photo' }));
  await page.getByLabel('Mobile Number').fill('0423 456 789');
  await next(page);
  await expectStep(page, 'ADDRESS', 2);
  await expect(page.getByLabel('Suburb')).toHaveValue('Parramatta');
  await next(page);
  await expectStep(page, 'EMERGENCY CONTACTS', 3);
  await next(page);
  await expectStep(page, 'PERSONAL STATUS', 4);
  await expect(page.getByLabel('Visa Number')).toHaveValue('VZ7788123');
  await expect(page.getByLabel('Passport Country')).toHaveValue('GB');
  await next(page);
  await expectStep(page, 'CARD DETAILS', 5);
  await next(page);
  await expectStep(page, 'BANK DETAILS', 6);
  await next(page);
  await expectStep(page, 'POSITION DETAILS', 7);
  await next(page);
  await expectStep(page, 'Confirm and Submit', 8);
  await expect(page.getByLabel('Anything else we need to know?')).toHaveValue(
    'I hold a current first aid certificate.',
  );
  await drawInitial(page);
  await continueAndCheckBody(page);
  await expect(page.getByText('Onboarding Form Completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'View Personal Information' }).click();
  const view = page.getByRole('dialog', { name: 'Personal Information' });
  await expect(view.getByText('Profile Information')).toBeVisible();
  await expect(view.getByText('0423 456 789')).toBeVisible();
  await expect(view.getByText('17/05/1990')).toBeVisible();
  // Before the first submission the hire sees their own numbers in full (issue 23 item 4).
  await expect(view.getByText('062-000', { exact: true })).toBeVisible();
  await expect(view.getByText('12345678', { exact: true })).toBeVisible();
  await expect(view.getByText('LF-0099 (expires 30/06/2027)')).toBeVisible();
  await expectLoadedImage(view.getByRole('img', { name: 'Your profile photo' }));
});

test('an emergency contact can be a landline or a number abroad, shown formatted (issue 23)', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await saveStepsBeforeConfirmation(page, uniqueEmail(testInfo));
  await page.goto('/emergency-contact');
  await expectStep(page, 'EMERGENCY CONTACTS', 3);
  const primary = page.getByRole('group', { name: 'Primary Contact' });
  const secondary = page.getByRole('group', { name: 'Secondary Contact (optional)' });
  await primary.getByLabel('Mobile Number').fill('02 9726 123');
  await primary.getByLabel('Mobile Number').blur();
  await expect(primary.getByText('Please enter a valid phone number')).toBeVisible();
  // The field says what it takes, and its hint and error are read with it.
  await expect(primary.getByText(PHONE_HINT)).toBeVisible();
  await expect(primary.getByLabel('Mobile Number')).toHaveAccessibleDescription(
    `${PHONE_HINT} Please enter a valid phone number`,
  );
  await expectNoAxeViolations(page, 'an emergency contact number that is not a phone number');
  await primary.getByLabel('Mobile Number').fill('02 9726 1234');
  await expect(primary.getByText('Valid number!')).toBeVisible();
  await secondary.getByLabel('Full Name').fill('Nguyễn Thị Lan');
  await secondary.getByLabel('Mobile Number').fill('+84 912 345 678');
  await expect(secondary.getByText('Valid number!')).toBeVisible();
  await secondary.getByLabel('Relationship').selectOption('Parent');
  await next(page);
  await expectStep(page, 'PERSONAL STATUS', 4);

  const stored = await page.request.get('/api/me/drafts');
  expect((await stored.json()).drafts['emergency-contact']).toMatchObject({
    emergencyContactMobile1: '+61297261234',
    emergencyContactMobile2: '+84912345678',
  });
  await page.goto('/emergency-contact');
  await expectStep(page, 'EMERGENCY CONTACTS', 3);
  await expect(primary.getByLabel('Mobile Number')).toHaveValue('(02) 9726 1234');
  await expect(secondary.getByLabel('Mobile Number')).toHaveValue('+84 912 345 678');
  await page.goto('/confirmation');
  await expectStep(page, 'Confirm and Submit', 8);
  await expect(page.getByText('(02) 9726 1234')).toBeVisible();
  await expect(page.getByText('+84 912 345 678')).toBeVisible();
});

test('a new hire can initial by keyboard', async ({ page }, testInfo) => {
  await saveStepsBeforeConfirmation(page, uniqueEmail(testInfo));
  await page.goto('/confirmation');
  await expectStep(page, 'Confirm and Submit', 8);
  await expect(page.getByText(INITIAL_HINT)).toBeVisible();
  const pad = page.getByRole('img', { name: 'Initial pad' });
  const continueButton = page.getByRole('button', { name: 'Continue to Next Task' });
  await expect(continueButton).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: 'Type initials instead' }));
  await page.keyboard.press('Enter');
  const initials = page.getByLabel('Type your initials');
  await expect(initials).toBeFocused();
  await expect(initials).toHaveAttribute('maxlength', '4');
  await page.keyboard.type('JS');
  await expect(continueButton).toBeVisible();
  await expect(page.getByText(INITIAL_HINT)).toBeHidden();
  await expect.poll(() => inkPixels(pad)).toBeGreaterThan(200);

  // Clear empties the typed initials and the canvas alike.
  await tabTo(page, page.getByRole('button', { name: 'Clear' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(initials).toHaveValue('');
  await expect(page.getByText(INITIAL_HINT)).toBeVisible();
  await expect(continueButton).toBeHidden();
  expect(await inkPixels(pad)).toBe(0);

  await tabTo(page, initials);
  await page.keyboard.type('JS');
  await tabTo(page, continueButton);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Onboarding Form Completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(personalInformationCard(page).getByRole('img', { name: 'Completed' })).toBeVisible();
});

test('a step the server holds no draft of is named, and the wizard goes there (decision 053)', async ({
  page,
}, testInfo) => {
  await saveStepsBeforeConfirmation(page, uniqueEmail(testInfo));
  expect((await page.request.delete('/api/me/drafts/bank-details')).ok()).toBe(true);
  await page.goto('/confirmation');
  await expectStep(page, 'Confirm and Submit', 8);
  await drawInitial(page);
  await page.getByRole('button', { name: 'Continue to Next Task' }).click();
  await expectToast(
    page,
    REQUIRED_FIELDS_TOAST.title,
    'Please complete the Bank Details step before submitting.',
  );
  await expectStep(page, 'BANK DETAILS', 6);
  await expect(page).toHaveURL(/\/bank-details$/);
});

test('required fields show the spec messages', async ({ page }) => {
  await page.goto('/basic-info');
  await next(page);
  await expect(page.getByText(REQUIRED_FIELDS_TOAST.title)).toBeVisible();
  await expect(page.getByText(REQUIRED_FIELDS_TOAST.description)).toBeVisible();
  for (const message of [
    'Full name is required',
    'Please enter a valid email address',
    'Mobile number is required',
    'Please select a gender',
    'Date of birth is required',
    'Profile photo is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full Name')).toBeFocused();

  await page.goto('/address');
  await expectStep(page, 'ADDRESS', 2);
  await next(page);
  await expect(page.getByText(REQUIRED_FIELDS_TOAST.description)).toBeVisible();
  for (const message of [
    'House number is required',
    'Street name is required',
    'Suburb is required',
    'State is required',
    'Postcode is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.goto('/emergency-contact');
  await next(page);
  await expect(page.getByText(EMERGENCY_TOAST)).toBeVisible();
  await expect(page.getByText('Primary emergency contact name is required')).toBeVisible();

  await page.goto('/bank-details');
  await next(page);
  await expect(page.getByText(REQUIRED_FIELDS_TOAST.title)).toBeVisible();
  for (const message of [
    'Bank name is required',
    'Account name is required',
    'BSB number is required',
    'Account number is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a field shows its error only once it has been visited', async ({ page }) => {
  await page.goto('/bank-details');
  // A tap, not a programmatic focus: it waits until the prerendered screen is live (decision 014).
  await page.getByLabel('Bank Name').click();
  await expect(page.getByText('Bank name is required')).toBeHidden();
  await page.getByLabel('Account Name').focus();
  await expect(page.getByText('Bank name is required')).toBeVisible();
  await expect(page.getByText('Account name is required')).toBeHidden();
});

test('a licence of a kind that expires needs its expiry date', async ({ page }, testInfo) => {
  await startApplication(page, uniqueEmail(testInfo));
  await page.goto('/card-details');
  await expectStep(page, 'CARD DETAILS', 5);
  await expect(page.getByText('No licences or tickets added yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add a licence or ticket' }).click();
  await expect(page.getByLabel('Expiry date')).toBeHidden();
  await page.getByLabel('Kind of licence or ticket').selectOption('LF');
  await expect(page.getByLabel('Expiry date')).toBeVisible();
  await page.getByLabel('Licence or card number').fill('LF-0099');
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText(LICENCE_EXPIRY_REQUIRED)).toBeVisible();
  // Next while a licence is being added says so, and stays.
  await next(page);
  await expect(page.getByText(FINISH_LICENCE_FIRST)).toBeVisible();
  await expect(page).toHaveURL(/\/card-details$/);

  await page.getByLabel('Expiry date').fill('2027-06-30');
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText(LICENCE_EXPIRY_REQUIRED)).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your licences and tickets' })).toContainText(
    'LF-0099 (expires 30/06/2027)',
  );
  await next(page);
  await expectStep(page, 'BANK DETAILS', 6);
});

test('a photo over 5 MB and a text file named .jpg are refused', async ({ page }) => {
  await page.goto('/basic-info');
  await untilLive(page);
  const photo = page.getByLabel('Profile photo *');
  const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1);
  tooBig.set([0xff, 0xd8, 0xff, 0xe0]);
  await photo.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: tooBig });
  await expect(page.getByText('File too large')).toBeVisible();
  await expect(page.getByText('Please select an image under 5MB')).toBeVisible();

  await photo.setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('These are my notes, not a photo.\n'),
  });
  await expect(page.getByText('Invalid file type')).toBeVisible();
  await expect(page.getByText('Please select an image file.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Crop Your Headshot' })).toBeHidden();
});

test('cancelling the crop keeps no photo', async ({ page }) => {
  await page.goto('/basic-info');
  await untilLive(page);
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
  await crop.getByRole('button', { name: 'Cancel' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeHidden();
  await expect(page.getByLabel('Profile photo *')).toHaveValue('');
});

test('drafts survive a reload', async ({ page }, testInfo) => {
  await startApplication(page, uniqueEmail(testInfo));
  await page.goto('/address');
  await page.getByLabel('House No.').fill('7');
  await page.getByLabel('Street Name').fill('Scaffold Rd');
  await page.getByLabel('Suburb').fill('Geelong');
  await page.getByLabel('Post Code').fill('3220');
  await page.getByLabel('State').selectOption('VIC');
  await next(page);
  await expectStep(page, 'EMERGENCY CONTACTS', 3);

  await page.getByRole('link', { name: 'Previous' }).click();
  await expectStep(page, 'ADDRESS', 2);
  await expect(page.getByLabel('Street Name')).toHaveValue('Scaffold Rd');
  await page.reload();
  await expect(page.getByLabel('Street Name')).toHaveValue('Scaffold Rd');
  await expect(page.getByLabel('Suburb')).toHaveValue('Geelong');
  await expect(page.getByLabel('State')).toHaveValue('VIC');

  await page.goto('/basic-info');
  await expect(page.getByLabel('Email Address')).toHaveValue(/drafts-survive-a-reload-/);
});

test('the first Next asks for the emailed code before anything is stored under the email', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  // Someone else typed this email first: that gives them nothing, and the new hire no obstacle.
  const other = await apiRequest.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await other.put('/api/me/drafts/basic-info', { data: BASIC_INFO(email) })).ok()).toBe(true);

  await page.clock.install();
  await page.goto('/basic-info');
  await uploadAndCropPhoto(page);
  await page.getByLabel('Full Name').fill('Sam Carpenter');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of Birth').fill('1990-05-17');
  await next(page);
  const dialog = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await page.clock.fastForward(31_000);
  await expect(dialog.getByRole('button', { name: 'Resend code' })).toBeEnabled();

  // 'Change email' goes back to the field; nothing was stored under the email meanwhile.
  await dialog.getByRole('button', { name: 'Change email' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page).toHaveURL(/\/basic-info$/);
  const status = await (await page.request.get('/api/me/status')).json();
  expect(status.email).toBeNull();

  await next(page);
  await confirmEmailInDialog(page, email);
  await expectStep(page, 'ADDRESS', 2);
  const proven = await (await page.request.get('/api/me/status')).json();
  expect(proven.email).toBe(email);
  expect(proven.draftSteps).toEqual(['basic-info']);
  // The photo typed before the proof came along with the draft.
  expect(await (await page.request.get('/api/me/photo')).json()).toMatchObject({ url: expect.any(String) });
  await other.dispose();
});

test('the wizard fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const route of [
    '/basic-info',
    '/emergency-contact',
    '/card-details',
    '/bank-details',
    '/confirmation',
  ]) {
    await page.goto(route);
    await expect(page.getByRole('link', { name: /Back|Previous/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading your details' })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, route).toBe(0);
  }
});

test('basic info can be filled in by keyboard alone', async ({ page }) => {
  await page.goto('/basic-info');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  // Tab on the prerendered screen, before React has taken it over, focuses nothing (decision 014).
  await untilLive(page);
  // Every visible control takes focus in turn (the file input is reached through its button).
  const controls = page.locator(
    'main button:visible, main a[href]:visible, main select:visible, main input:not([type=file]):visible',
  );
  const total = await controls.count();
  // A date input takes three Tab stops (day, month, year) in Chromium.
  for (let i = 0; i < total + 6; i++) {
    await page.keyboard.press('Tab');
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.setAttribute('data-tab-seen', ''),
    );
  }
  const missed = await controls.evaluateAll((els) =>
    els.filter((el) => !el.hasAttribute('data-tab-seen')).map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(missed).toEqual([]);

  // Enter in a field presses Next.
  await page.getByLabel('Full Name').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Full name is required')).toBeVisible();
});

test('a completed personal information can be viewed and reset', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await proveEmail(page.request, email);
  const created = await page.request.post('/api/team-members', {
    multipart: {
      ...memberFields(email),
      profilePhoto: { name: 'profile.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg() },
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('button', { name: 'View Personal Information' }).click();
  const view = page.getByRole('dialog', { name: 'Personal Information' });
  await expect(view.getByText('Sam Carpenter', { exact: true }).first()).toBeVisible();
  await expect(view.getByText('Not provided').first()).toBeVisible();
  await expect(view.getByText('Visa Citizen')).toBeVisible();
  await view.getByRole('button', { name: 'Close' }).click();

  await personalInformationCard(page)
    .getByRole('button', { name: 'Personal Information', exact: true })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset Personal Information?' });
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Personal Information Reset')).toBeVisible();
  await expect(personalInformationCard(page).getByRole('img', { name: 'Completed' })).toBeHidden();
  await expect(page.getByText('0%')).toBeVisible();

  await personalInformationCard(page)
    .getByRole('button', { name: 'Personal Information', exact: true })
    .click();
  await expectStep(page, 'BASIC INFORMATION', 1);
  await expect(page.getByLabel('Full Name')).toHaveValue('');
});

test('the right to work is one of Australian Citizen, Permanent Resident, New Zealand Citizen and Visa Citizen, and the sensitive statuses say why they are asked', async ({
  page,
}, testInfo) => {
  await startApplication(page, uniqueEmail(testInfo));
  await page.goto('/personal-status');
  const rights = page.getByRole('group', { name: /Your right to work in Australia/ });
  const citizen = rights.getByRole('switch', { name: 'Australian Citizen' });
  const resident = rights.getByRole('switch', { name: 'Permanent Resident' });
  const nz = rights.getByRole('switch', { name: 'New Zealand Citizen' });
  const visa = rights.getByRole('switch', { name: 'Visa Citizen' });
  // None chosen: Next says to choose one.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(rights.getByRole('alert')).toHaveText(
    'Choose one of Australian Citizen, Permanent Resident, New Zealand Citizen or Visa Citizen',
  );
  // The group's message shows at once; the toast comes once the form's own (asynchronous) check
  // has run. Checked before axe looks, or axe can catch the toast fading in (a CI run did).
  await expectToast(page, REQUIRED_FIELDS_TOAST.title, undefined, { dismiss: false });
  await expectNoAxeViolations(page, 'personal status: no right to work chosen');
  await citizen.check();
  await expect(citizen).toBeChecked();
  await visa.check();
  await expect(visa).toBeChecked();
  await expect(citizen).not.toBeChecked();
  await expect(page.getByLabel('Visa Number')).toBeVisible();
  await expect(page.getByLabel('Visa Subclass *')).toBeVisible();
  await expectNoAxeViolations(page, 'personal status: the right to work and the visa details');
  await resident.check();
  await expect(visa).not.toBeChecked();
  await expect(page.getByLabel('Visa Number')).toBeHidden();
  await nz.check();
  await expect(resident).not.toBeChecked();
  await expect(nz).toBeChecked();
  for (const name of ['Aboriginal', 'Single Parent', 'Disabled']) {
    await expect(page.getByRole('switch', { name })).toHaveAccessibleDescription(/^Optional\. Asked so /);
  }
});

test("a phone's address autofill puts the street line in Street Name, not House No.", async ({
  page,
}, testInfo) => {
  await startApplication(page, uniqueEmail(testInfo));
  await page.goto('/address');
  await expect(page.getByLabel('House No.')).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByLabel('Street Name')).toHaveAttribute('autocomplete', 'address-line1');
  await expect(page.getByLabel('Suburb')).toHaveAttribute('autocomplete', 'address-level2');
  await expect(page.getByLabel('State')).toHaveAttribute('autocomplete', 'address-level1');
  await expect(page.getByLabel('Post Code')).toHaveAttribute('autocomplete', 'postal-code');
});

test('one tap on Next after a wrong last field shows why: the field error and the toast to fix it', async ({
  page,
}, testInfo) => {
  await startApplication(page, uniqueEmail(testInfo));
  await page.goto('/address');
  await page.getByLabel('House No.').fill('7');
  await page.getByLabel('Street Name').fill('Scaffold Rd');
  await page.getByLabel('Suburb').fill('Geelong');
  await page.getByLabel('State').selectOption('VIC');
  // Typed last, and left by tapping Next: its error must not move Next away from the finger.
  await page.getByLabel('Post Code').fill('32');
  await next(page);
  await expect(page.getByText('Please fix the highlighted fields')).toBeVisible();
  await expect(page.getByText('All fields marked with * are required')).toBeHidden();
  await expect(page.getByText('Postcode must be 4 digits')).toBeVisible();
  await expect(page.getByLabel('Post Code')).toBeFocused();

  await page.getByLabel('Post Code').fill('');
  await next(page);
  await expect(page.getByText('All fields marked with * are required')).toBeVisible();
});

test("the crop dialog's buttons stay on screen with the phone held sideways", async ({ page }) => {
  await page.setViewportSize({ width: 740, height: 360 });
  await page.goto('/basic-info');
  await untilLive(page);
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
  await expect(crop.getByRole('img', { name: 'Your photo, to crop' })).toBeVisible();
  await expect(crop.getByRole('button', { name: 'Crop Photo' })).toBeInViewport({ ratio: 1 });
  await expect(crop.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await crop.getByRole('button', { name: 'Crop Photo' }).click();
  await expect(crop).toBeHidden();
});
