import { expect, test, type Page } from '@playwright/test';
import { AUTOSAVE_DELAY_MS } from '../../src/client/lib/draft-autosave';
import { WIZARD_STEP_SCHEMAS } from '../../src/shared/schemas/team-member';
import { memberFields } from '../fixtures/member-form';
import { expectToast } from './helpers/admin';
import { proveEmail } from './helpers/email-code';
import { seedMember } from './helpers/seed-member';
import { drawInitial, headshotJpeg, inkPixels, uniqueEmail } from './helpers/new-hire';
import { untilLive } from './helpers/live';

// Issue 12, item 1: nothing typed is lost, on a phone that reloads a tab behind the person's back.
test.use({ viewport: { width: 390, height: 844 } });
const saved = (page: Page) => page.getByText('Saved', { exact: true });
const notSavedYet = (page: Page) => page.getByText('Not saved yet', { exact: true });
async function uploadAndCropPhoto(page: Page) {
  await untilLive(page);
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await headshotJpeg(900, 900),
  });
  const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
  await crop.getByRole('button', { name: 'Crop Photo' }).click();
  await expect(crop).toBeHidden();
  await expectToast(page, 'Photo cropped');
}

async function expectLoadedPhoto(page: Page) {
  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** Proves the email and confirms steps 1 to 7 through the API, as their Next buttons would. */
async function confirmStepsBeforeConfirmation(page: Page, email: string) {
  await proveEmail(page.request, email);
  const fields = memberFields(email);
  for (const [stepId, schema] of Object.entries(WIZARD_STEP_SCHEMAS)) {
    if (stepId === 'confirmation') continue;
    const data = Object.fromEntries(Object.keys(schema().shape).map((field) => [field, fields[field]]));
    expect((await page.request.put(`/api/me/drafts/${stepId}`, { data })).ok(), stepId).toBe(true);
  }
  const photo = await page.request.put('/api/me/photo', {
    multipart: {
      profilePhoto: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg(900, 900) },
    },
  });
  expect(photo.ok()).toBe(true);
}

/** The tab goes to the background (another app, another tab), then comes back. */
async function switchAwayAndBack(page: Page) {
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await setVisibility('visible');
}

test('a new hire types basic info with a photo, reloads without pressing Next, and finds it all', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/basic-info');
  await uploadAndCropPhoto(page);
  await page.getByLabel('Full Name *').fill('Sam Carpenter');
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Mobile Number *').fill('0412 345 678');
  await page.getByLabel('Gender *').selectOption('Male');
  await page.getByLabel('Date of Birth *').fill('1990-05-17');
  await expect(saved(page)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Sam Carpenter');
  await expect(page.getByLabel('Email Address *')).toHaveValue(email);
  await expect(page.getByLabel('Mobile Number *')).toHaveValue('0412 345 678');
  await expect(page.getByLabel('Gender *')).toHaveValue('Male');
  await expect(page.getByLabel('Date of Birth *')).toHaveValue('1990-05-17');
  await expectLoadedPhoto(page);
});

test("'Saved' is taken back the moment something new is typed, and says so again once that is saved", async ({
  page,
}) => {
  // The page's clock moves only when told: the pause after typing ends exactly when the test says.
  await page.clock.install();
  await page.goto('/basic-info');
  await untilLive(page);
  const name = page.getByLabel('Full Name *');
  await name.fill('Sam');
  await page.clock.runFor(AUTOSAVE_DELAY_MS);
  await expect(saved(page)).toBeVisible();
  // Not yet sent: the line no longer claims it (CI once reloaded on a stale 'Saved' and lost a tick).
  await name.fill('Sam Carpenter');
  await expect(saved(page)).toBeHidden();
  await page.clock.runFor(AUTOSAVE_DELAY_MS);
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Sam Carpenter');
});

test('a new hire half fills the address and initials the confirmation, reloads each, and finds them', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await confirmStepsBeforeConfirmation(page, email);

  await page.goto('/address');
  await page.getByLabel('House No. *').fill('7');
  await page.getByLabel('Street Name *').fill('Chisel Lane');
  await page.getByLabel('Post Code *').fill('21');
  // Leaving the field saves at once.
  await page.getByLabel('Suburb *').focus();
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('House No. *')).toHaveValue('7');
  await expect(page.getByLabel('Street Name *')).toHaveValue('Chisel Lane');
  await expect(page.getByLabel('Post Code *')).toHaveValue('21');
  // Confirmed with Next before, but not valid as typed now: it no longer counts as a saved step.
  const status = await (await page.request.get('/api/me/status')).json();
  expect(status.draftSteps).not.toContain('address');

  await page.goto('/confirmation');
  await page.getByLabel('Anything else we need to know?').fill('Starting on the Parramatta site');
  const pad = page.getByRole('img', { name: 'Initial pad' });
  await drawInitial(page, pad);
  await expect(page.getByRole('button', { name: 'Continue to Next Task' })).toBeVisible();
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Anything else we need to know?')).toHaveValue(
    'Starting on the Parramatta site',
  );
  await expect.poll(() => inkPixels(page.getByRole('img', { name: 'Initial pad' }))).toBeGreaterThan(40);
  await expect(page.getByRole('button', { name: 'Continue to Next Task' })).toBeVisible();
});

test('a new hire types, presses Back, and finds the step as typed on coming back', async ({
  page,
}, testInfo) => {
  await confirmStepsBeforeConfirmation(page, uniqueEmail(testInfo));
  await page.goto('/bank-details');
  await page.getByLabel('Account Name *').fill('S J Carpenter');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Card Details', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Account Name *')).toHaveValue('S J Carpenter');
  await page.reload();
  await expect(page.getByLabel('Account Name *')).toHaveValue('S J Carpenter');
});

test('a new hire switches to the banking app mid-step and the draft is already on the server', async ({
  page,
  browser,
}, testInfo) => {
  await confirmStepsBeforeConfirmation(page, uniqueEmail(testInfo));
  await page.clock.install();
  await page.goto('/bank-details');
  await expect(page.getByLabel('Account Name *')).toBeVisible();
  // The page's clock stands still: the pause after typing never ends, so only the switch saves.
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByLabel('Account Name *').fill('Samuel J Carpenter');
  await switchAwayAndBack(page);
  await expect(saved(page)).toBeVisible();

  // The same person on a fresh page of the same browser finds it there.
  const cookies = await page.context().cookies();
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await other.addCookies(cookies);
  const fresh = await other.newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByLabel('Account Name *')).toHaveValue('Samuel J Carpenter');
  await other.close();
});

test("a save that fails shows 'Not saved yet', and 'Saved' once the retry gets through", async ({
  page,
}, testInfo) => {
  await confirmStepsBeforeConfirmation(page, uniqueEmail(testInfo));
  let refused = 0;
  await page.route('**/api/me/drafts/**', async (route) => {
    if (route.request().method() === 'PUT' && refused === 0) {
      refused++;
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await page.goto('/position-details');
  const position = page.getByLabel('Position *');
  await position.fill('Leading hand');
  await expect(notSavedYet(page)).toBeVisible();
  await expect(saved(page)).toBeVisible();
  expect(refused).toBe(1);
  await page.reload();
  await expect(page.getByLabel('Position *')).toHaveValue('Leading hand');
});

test('a new hire types tax answers and a super fund, reloads each, and finds them', async ({
  page,
  baseURL,
}, testInfo) => {
  await seedMember(baseURL!, 'Tess Taxpayer', uniqueEmail(testInfo), page.request);
  await page.goto('/tax-declaration');
  const tfn = page.getByRole('textbox', { name: /^Tax File Number/ });
  await tfn.pressSequentially('123456782');
  await page.getByRole('radio', { name: 'Full-time employment' }).check();
  await page.getByRole('radio', { name: 'An Australian resident for tax purposes' }).check();
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Tax File Number/ })).toHaveValue('123 456 782');
  await expect(page.getByRole('radio', { name: 'Full-time employment' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'An Australian resident for tax purposes' })).toBeChecked();

  await page.goto('/superfund-choice');
  await page.getByRole('radio', { name: 'OPTION 2: My own super fund' }).check();
  await page.getByLabel('Fund Name *').fill('Builders Super');
  await expect(saved(page)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'OPTION 2: My own super fund' })).toBeChecked();
  await expect(page.getByLabel('Fund Name *')).toHaveValue('Builders Super');
});

test('a new hire answers the workplace policy and initials it, reloads, and finds the answer and the initial', async ({
  page,
  baseURL,
}, testInfo) => {
  await seedMember(baseURL!, 'Riley Reader', uniqueEmail(testInfo), page.request);
  await page.goto('/policy-document');
  const viewer = page.getByRole('region', { name: 'Workplace Behaviour Policy' });
  await viewer.hover();
  for (let i = 0; i < 40; i++) {
    if (await viewer.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)) break;
    await page.mouse.wheel(0, 600);
  }
  await expectToast(page, 'Document Fully Read');
  // A 'Do you understand…' choice and its question for HR, and a question in words (decision 115).
  const reporting = page
    .getByRole('group', { name: /who to report a workplace behaviour concern/ })
    .getByRole('radio', { name: 'Yes, I understand' });
  await reporting.check();
  const influence = page.getByRole('group', { name: /under the influence of alcohol or drugs/ });
  await influence.getByRole('radio', { name: 'No, I have a question for HR' }).check();
  const forHr = influence.getByRole('textbox', { name: /Your question for HR/ });
  await forHr.fill('Does this include prescription medicine?');
  const question = page.getByRole('textbox', { name: /anything about this policy/ });
  await question.fill('My supervisor or the site manager');
  const agreement = page.getByLabel('I have read and understood this policy and agree to comply with it.');
  await agreement.check();
  await drawInitial(page, page.getByRole('img', { name: 'Initial pad' }));
  await expect(page.getByText('Initialled. Use Clear to start again.')).toBeVisible();
  await expect(saved(page)).toBeVisible();

  await page.reload();
  await expect(question).toHaveValue('My supervisor or the site manager');
  await expect(reporting).toBeChecked();
  await expect(forHr).toHaveValue('Does this include prescription medicine?');
  await expect(agreement).toBeChecked();
  await expect(page.getByText('Initialled. Use Clear to start again.')).toBeVisible();
  await expect.poll(() => inkPixels(page.getByRole('img', { name: 'Initial pad' }))).toBeGreaterThan(40);
});
