import { expect, test, type Locator, type Page } from '@playwright/test';
import { REQUIRED_FIELDS_TOAST } from '../../src/shared/schemas/fields';
import { proveEmail } from './helpers/email-code';
import { headshotJpeg, uniqueEmail } from './helpers/new-hire';
import { seedMember } from './helpers/seed-member';
import { untilLive } from './helpers/live';
import { e2eStaffFile } from './helpers/e2e-staff';
import { fillAdminDialog } from './helpers/staff-sign-in';

async function choosePhoto(page: Page, buffer: Buffer, name = 'me.jpg') {
  await untilLive(page);
  await page.getByLabel('Profile photo *').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
}

const toastWith = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });

/** Whether two controls share any pixel on screen. */
async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('a control is not on screen');
  return (
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height
  );
}

async function pointAt(page: Page, control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** A finger on the middle of the control, wherever it is: no check of what lies on top. */
async function tapWithFinger(page: Page, control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Saves basic info, and the address unless told not to, as Next would (the email proven first). */
async function saveSteps(page: Page, email: string, { withAddress = true } = {}) {
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
  if (!withAddress) return;
  const address = await page.request.put('/api/me/drafts/address', {
    data: {
      addrsHouseNumber: '12',
      addrsStreetName: 'Scaffold Rd',
      addrsSuburb: 'Geelong',
      addrsState: 'VIC',
      addrsPostcode: '3220',
    },
  });
  expect(address.ok()).toBe(true);
}

test.describe('toasts', () => {
  for (const phone of [
    { held: 'upright', viewport: { width: 390, height: 844 } },
    { held: 'sideways', viewport: { width: 740, height: 360 } },
  ]) {
    test(`tapping a toast's close over the crop dialog leaves the dialog open with the photo (phone held ${phone.held})`, async ({
      page,
    }) => {
      await page.setViewportSize(phone.viewport);
      await page.goto('/basic-info');
      await choosePhoto(page, Buffer.from('These are my notes, not a photo.\n'), 'notes.jpg');
      const refused = toastWith(page, 'Invalid file type');
      await expect(refused).toBeVisible();

      await choosePhoto(page, await headshotJpeg());
      const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
      await expect(crop.getByRole('img', { name: 'Your photo, to crop' })).toBeVisible();
      // A pointer resting on it holds its 5 s while the test looks (no check of what lies on top).
      await pointAt(page, refused);
      for (const name of ['Cancel', 'Crop Photo']) {
        expect(await overlaps(refused, crop.getByRole('button', { name })), name).toBe(false);
      }

      await tapWithFinger(page, refused.getByRole('button', { name: 'Dismiss notification' }));
      await expect(refused).toBeHidden();
      await expect(crop.getByRole('img', { name: 'Your photo, to crop' })).toBeVisible();
      await crop.getByRole('button', { name: 'Crop Photo' }).click();
      await expect(toastWith(page, 'Photo cropped')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    });
  }

  test("an error toast on a phone leaves the wizard's Next uncovered, and goes once the fields are filled", async ({
    page,
  }, testInfo) => {
    await saveSteps(page, uniqueEmail(testInfo), { withAddress: false });
    await page.goto('/address');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    const required = toastWith(page, REQUIRED_FIELDS_TOAST.title);
    await expect(required).toBeVisible();
    await required.hover();

    for (const block of ['start', 'end', 'center'] as const) {
      await next.evaluate((el, b) => el.scrollIntoView({ block: b }), block);
      expect(await overlaps(required, next), `Next scrolled to the ${block}`).toBe(false);
    }

    await page.getByLabel('House No.').fill('12');
    await page.getByLabel('Street Name').fill('Scaffold Rd');
    await page.getByLabel('Suburb').fill('Geelong');
    await page.getByLabel('State').selectOption('VIC');
    await expect(required).toBeVisible();
    await page.getByLabel('Post Code').fill('3220');
    await expect(required).toBeHidden();
    await expect(page).toHaveURL(/\/address$/);
  });

  test("'Access Denied' does not follow the staff member onto the admin page after the right code", async ({
    page,
  }) => {
    const person = e2eStaffFile().staff.deniedFirst;
    // Staff sign in at /admin, where the Admin dialog opens at once (issue 43 item 5).
    await page.goto('/admin');
    const code = page.getByLabel('Access code');
    await fillAdminDialog(page, person, '000001');
    await page.getByRole('button', { name: 'Access Admin' }).click();
    const denied = toastWith(page, 'Access Denied');
    await expect(denied).toBeVisible();
    await denied.hover();

    await fillAdminDialog(page, person);
    await code.press('Enter');
    await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
    await expect(denied).toBeHidden();
  });
});

test.describe('home on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a new hire sees Start Onboarding and the progress without scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Start Onboarding' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('progressbar', { name: 'Onboarding progress' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Next: Personal Information')).toBeInViewport();
  });

  test('after two saved steps the Personal Information card reads 2 of 8 steps', async ({
    page,
  }, testInfo) => {
    await saveSteps(page, uniqueEmail(testInfo));
    await page.goto('/');
    const go = page.getByRole('button', { name: 'Continue with Personal Information' });
    await expect(go).toBeInViewport({ ratio: 1 });
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Personal Information' }) });
    await expect(card.getByText('2 of 8 steps', { exact: true })).toBeVisible();
    await go.click();
    await expect(page).toHaveURL(/\/emergency-contact$/);
  });
});

test.describe('dialogs', () => {
  test('the crop handles are at least 44 px, and Cancel returns focus to the photo button', async ({
    page,
  }) => {
    await page.goto('/basic-info');
    await untilLive(page);
    const upload = page.getByRole('button', { name: 'Upload photo' });
    await upload.focus();
    await choosePhoto(page, await headshotJpeg());
    const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
    await expect(crop.getByRole('img', { name: 'Your photo, to crop' })).toBeVisible();
    await expect(crop.getByRole('heading', { name: 'Crop Your Headshot' })).toBeFocused();

    const handles = crop.getByRole('button', { name: /drag handle/ });
    const visible = handles.filter({ visible: true });
    await expect(visible).toHaveCount(4);
    for (const handle of await visible.all()) {
      const box = await handle.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      // All of it takes a finger: nothing clips or covers its corners.
      const isWhole = await handle.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
        ].every(([x, y]) => document.elementFromPoint(x!, y!) === el);
      });
      expect(isWhole).toBe(true);
    }

    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toBeHidden();
    await expect(upload).toBeFocused();
  });

  test('the email code dialog opens on the code field and Escape gives focus back to Next', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await page.goto('/basic-info');
    await choosePhoto(page, await headshotJpeg());
    const crop = page.getByRole('dialog', { name: 'Crop Your Headshot' });
    await crop.getByRole('button', { name: 'Crop Photo' }).click();
    await expect(crop).toBeHidden();
    await page.getByLabel('Full Name').fill('Sam Carpenter');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Mobile Number').fill('0412 345 678');
    await page.getByLabel('Gender').selectOption('Male');
    await page.getByLabel('Date of Birth').fill('1990-05-17');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();

    const proof = page.getByRole('dialog', { name: 'Confirm your email' });
    await expect(proof.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await expect(proof.getByLabel('6-digit code')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(proof).toBeHidden();
    await expect(next).toBeFocused();
  });

  test('the home dialogs open on their field or title and give focus back to what opened them', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await seedMember(baseURL!, 'Sam Carpenter', uniqueEmail(testInfo), page.request);
    await page.goto('/');
    // A tap on the static first paint does nothing until the app takes over: the hire waits for it.
    await untilLive(page);

    // The Personal Information view: a long read whose Close is far down; it opens on its title.
    const view = page.getByRole('button', { name: 'View Personal Information' });
    await view.click();
    const viewDialog = page.getByRole('dialog', { name: 'Personal Information' });
    await expect(viewDialog.getByText('Sam Carpenter').first()).toBeVisible();
    const title = viewDialog.getByRole('heading', { name: 'Personal Information' });
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
    await viewDialog.getByRole('button', { name: 'Close' }).click();
    await expect(viewDialog).toBeHidden();
    await expect(view).toBeFocused();

    // The card's own dialog (Edit or Reset), then View from inside it: focus goes back to the card.
    const card = page.getByRole('button', { name: 'Personal Information', exact: true });
    await card.click();
    const manage = page.getByRole('dialog', { name: 'Personal Information' });
    await expect(manage.getByRole('heading', { name: 'Personal Information' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(manage).toBeHidden();
    await expect(card).toBeFocused();
    await card.click();
    await manage.getByRole('button', { name: 'View', exact: true }).click();
    await expect(viewDialog.getByText('Sam Carpenter').first()).toBeVisible();
    await viewDialog.getByRole('button', { name: 'Close' }).click();
    await expect(viewDialog).toBeHidden();
    await expect(card).toBeFocused();

    // Clear all data, in the More menu (issue 43 item 5): a confirm dialog; focus back on More.
    const more = page.getByRole('button', { name: 'More' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Clear All Data & Start Fresh' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('heading')).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Continue an existing application: the email field; Escape.
    const resume = page.getByRole('button', { name: 'Continue an existing application' });
    await resume.click();
    const proof = page.getByRole('dialog', { name: 'Continue your application' });
    await expect(proof.getByRole('textbox').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(proof).toBeHidden();
    await expect(resume).toBeFocused();
  });
});
