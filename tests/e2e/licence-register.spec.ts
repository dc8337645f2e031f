import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { ownServerTest } from './helpers/own-server';
import { seedMember } from './helpers/seed-member';
import { bootstrapOwner } from './helpers/staff-sign-in';

// Issue 40 item 3 (decision 097): HR's register of tickets and licences on a 360 px phone: a
// hire's White Card and LF licence with their photos, the LF (10 days from expiry) under
// 'Expiring within 14 days', and the reminder email the sweep sends its holder. A server of its
// own, whose reminder sweep runs every few seconds instead of hourly.
const test = ownServerTest({ REMINDER_SWEEP_SECONDS: '3' });

const PHONE = { width: 360, height: 740 };
const stamp = Date.now();
const OWNER = { name: 'Olga Owner', email: `olga@register-${stamp}.test` };
const HIRE = { name: 'Lior Lifter', email: `lior@register-${stamp}.test` };

/** 'YYYY-MM-DD' `days` from today in Sydney (the e2e server's time zone). */
const sydneyDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
const auDay = (iso: string) => iso.split('-').reverse().join('/');

async function uploadPhoto(page: Page, colour: string): Promise<string> {
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const res = await page.request.post('/api/me/licence-photos', {
    multipart: { photo: { name: 'card.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { fileId: string }).fileId;
}

test('HR sees a hire’s White Card and LF licence with photos, the LF under expiring within 14 days, and its holder is reminded', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const forkliftExpiry = sydneyDay(10);
  await test.step('a hire saves a White Card and an LF licence, each with photos', async () => {
    const hire = await (await browser.newContext({ baseURL })).newPage();
    await seedMember(baseURL!, HIRE.name, HIRE.email, hire.request);
    const [wcFront, wcBack, lfFront, lfBack] = [
      await uploadPhoto(hire, '#2a6'),
      await uploadPhoto(hire, '#a62'),
      await uploadPhoto(hire, '#26a'),
      await uploadPhoto(hire, '#6a2'),
    ];
    const saved = await hire.request.put('/api/me/licences', {
      data: {
        licences: [
          { kind: 'WHITE_CARD', number: 'WC-77001', issuer: 'NSW', frontFileId: wcFront, backFileId: wcBack },
          {
            kind: 'LF',
            number: 'LF-77002',
            issuer: 'SafeWork NSW',
            expiryDate: forkliftExpiry,
            frontFileId: lfFront,
            backFileId: lfBack,
          },
        ],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await hire.context().close();
  });

  await test.step('HR opens Tickets & licences on a phone: both, with their photos', async () => {
    await page.setViewportSize(PHONE);
    await bootstrapOwner(page.request, OWNER);
    await page.goto('/admin/licences');
    await expect(page.getByRole('heading', { name: 'Tickets & licences', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tickets and licences' });
    const forklift = table.getByRole('row').filter({ hasText: 'LF-77002' });
    const whiteCard = table.getByRole('row').filter({ hasText: 'WC-77001' });
    await expect(forklift).toContainText(HIRE.name);
    await expect(forklift).toContainText('Forklift truck (LF)');
    await expect(forklift).toContainText(auDay(forkliftExpiry));
    await expect(forklift).toContainText('In 10 days');
    await expect(whiteCard).toContainText('White Card (general construction induction)');
    await expect(whiteCard).toContainText('Does not expire');
    const front = forklift.getByRole('link', { name: `Front of ${HIRE.name}’s Forklift truck (LF)` });
    const photo = await page.request.get((await front.getAttribute('href'))!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    await expect(whiteCard.getByRole('link', { name: /^Back of / })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByLabel('Expiry').selectOption('14');
    await expect(table.getByRole('row').filter({ hasText: 'WC-77001' })).toHaveCount(0);
    await expect(forklift).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      '/api/admin/licences.csv?expiringWithinDays=14',
    );
  });

  await test.step('the sweep emails the holder, with a link that signs them in', async () => {
    let text = '';
    await expect
      .poll(
        () => {
          for (const raw of mailsToNewestFirst(E2E_MAIL_DIR, HIRE.email)) {
            // Soft line breaks and folded headers undone.
            const body = raw.replace(/=\r?\n/g, '').replace(/\r\n[ \t]+/g, ' ');
            if (/Subject: .*Forklift truck \(LF\) expires on/.test(body)) text = body;
          }
          return text.length;
        },
        { message: 'the expiry reminder to the holder', timeout: 60_000 },
      )
      .toBeGreaterThan(0);
    expect(text).toContain(`expires on ${auDay(forkliftExpiry)}, in 10 days`);
    expect(text).toMatch(/\/changes#[A-Za-z0-9_-]{20,}/);
  });
});
