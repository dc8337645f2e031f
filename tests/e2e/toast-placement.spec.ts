import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { OFFLINE_NEXT_TOAST } from '../../src/client/features/personal-information/use-step-form';
import { next } from './helpers/complete-tasks';
import { proveEmail } from './helpers/email-code';
import { untilLive } from './helpers/live';
import { uniqueEmail } from './helpers/new-hire';

// Issue 35 item 10: on a 360 px phone, the toast a step raised stayed over the next step's heading
// and its 'Step N of 8' line after Next (Step 1's 'Photo cropped' over Step 2's ADDRESS). Leaving a
// step now takes its toasts with it; this looks at where every toast on screen is.

test.use({ viewport: { width: 360, height: 740 } });

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

/**
 * The texts of the open toasts whose box meets the box of any of `targets` (a toast already
 * closing, on its 120 ms way out, is not counted).
 */
async function toastsCovering(page: Page, targets: Locator[]): Promise<string[]> {
  const boxes = await Promise.all(targets.map((target) => target.boundingBox()));
  const covering: string[] = [];
  for (const item of await toasts(page).all()) {
    if ((await item.getAttribute('data-state')) !== 'open') continue;
    const box = await item.boundingBox();
    if (!box) continue;
    const meets = boxes.some(
      (b) =>
        !!b &&
        box.x < b.x + b.width &&
        b.x < box.x + box.width &&
        box.y < b.y + b.height &&
        b.y < box.y + box.height,
    );
    if (meets) covering.push((await item.innerText()).replace(/\s+/g, ' '));
  }
  return covering;
}

/** The step's heading and its 'Step N of 8' line, once the step is on screen. */
async function stepTop(page: Page, heading: string, stepNumber: number): Promise<Locator[]> {
  const title = page.getByRole('heading', { name: heading, level: 1 });
  const line = page.getByText(`Step ${stepNumber} of 8`, { exact: true });
  await expect(title).toBeVisible();
  await expect(line).toBeVisible();
  return [title, line];
}

test("Next from a step that raised a toast: no toast covers the next step's heading or 'Step N of 8' at 360x740", async ({
  page,
  context,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await proveEmail(page.request, email);
  await page.goto('/basic-info');
  await untilLive(page);
  await page.getByLabel('Full Name').fill('Lena Carpenter');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Date of Birth').fill('1993-03-14');

  // Step 1 raises its toast: the photo is cropped. The hire goes on without closing it.
  await page.getByLabel('Profile photo *').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: { width: 900, height: 900, channels: 3, background: { r: 170, g: 130, b: 100 } },
    })
      .jpeg()
      .toBuffer(),
  });
  await page
    .getByRole('dialog', { name: 'Crop Your Headshot' })
    .getByRole('button', { name: 'Crop Photo' })
    .click();
  await expect(toasts(page).filter({ hasText: 'Photo cropped' })).toBeVisible();
  await next(page);
  expect(await toastsCovering(page, await stepTop(page, 'ADDRESS', 2))).toEqual([]);

  // Step 2's Next pressed offline raises its toast; the step goes on by itself once back online.
  await page.getByLabel('House No.').fill('12');
  await page.getByLabel('Street Name').fill('Harbour Street');
  await page.getByLabel('Suburb').fill('Parramatta');
  await page.getByLabel('Post Code').fill('2150');
  await page.getByLabel('State').selectOption('NSW');
  await context.setOffline(true);
  await next(page);
  await expect(toasts(page).filter({ hasText: OFFLINE_NEXT_TOAST.title })).toBeVisible();
  await context.setOffline(false);
  expect(await toastsCovering(page, await stepTop(page, 'EMERGENCY CONTACTS', 3))).toEqual([]);
});
