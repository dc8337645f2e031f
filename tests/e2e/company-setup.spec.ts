import { expect, request, type Page } from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { mimeLeaf } from '../fixtures/mime-parts';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { expectToast } from './helpers/admin';
import { openCard } from './helpers/complete-tasks';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { ownServerTest } from './helpers/own-server';
import { seedMember } from './helpers/seed-member';
import { bootstrapOwner } from './helpers/staff-sign-in';
import { submittedHire } from './helpers/submitted-hire';

// Issue 39 items 1 and 3 in the browser, at 360 px: a fresh install's first owner is taken to the
// company's setup, and every hire then reads the new company, ABN and default fund. A fresh
// install is this spec's own server (helpers/own-server.ts): the shared one is set up already.
const test = ownServerTest();
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 780 } });

const OWNER = { name: 'Ola Setup', email: 'ola.setup@setup-e2e.test' };
const RECIPIENT = { name: 'Harbour HR', email: 'hr@setup-e2e.test' };
const SITE = { name: 'Wharf Depot', address: '3 Quay Street, Brisbane QLD 4000' };
const stamp = Date.now().toString(36);

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a fresh install: the first owner completes the company setup with a site and the first recipient, by keyboard, at 360 px', async ({
  page,
  baseURL,
}) => {
  const api = await request.newContext({ baseURL });
  await bootstrapOwner(api, OWNER);
  await page.context().addCookies((await api.storageState()).cookies);
  await api.dispose();

  // The first sign-in lands on the setup, the banner saying why.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('region', { name: 'Company not set up' })).toContainText(
    'no invitation can be sent',
  );
  // The seeded example's values to start from.
  const company = page.getByRole('form', { name: 'Company settings' });
  await expect(company.getByLabel('Legal name')).toHaveValue('E2E Builders Pty Ltd');

  await company.getByLabel('Legal name').fill('Harbour Civil Pty Ltd');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Harbour Civil');
  await page.keyboard.press('Tab');
  await page.keyboard.type('53 004 085 616');
  await company.getByLabel('Address').fill('12 Wharf Road, Newcastle NSW 2300');
  await company.getByLabel('Phone').fill('(02) 4926 1234');
  await company.getByLabel('Email').fill('office@harbourcivil.example');
  await company.getByLabel('Time zone').selectOption('Australia/Brisbane');
  const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0a5f8a' } })
    .png()
    .toBuffer();
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await page.getByRole('combobox', { name: /Default super fund/ }).selectOption({ label: 'Hostplus' });
  await expect(page.getByText('ABN 68 657 495 890, USI HOS0100AU')).toBeVisible();

  // The sites: the two seeded ones listed, a third added by keyboard.
  const sites = page.getByRole('table', { name: 'Sites' });
  await expect(sites.getByRole('cell', { name: 'Site', exact: true })).toBeVisible();
  await expect(sites.getByRole('cell', { name: 'Factory', exact: true })).toBeVisible();
  const addSite = page.getByRole('form', { name: 'Add a site' });
  await addSite.getByLabel('Site name').fill(SITE.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(SITE.address);
  await page.keyboard.press('Tab');
  await expect(addSite.getByLabel('State')).toBeFocused();
  await addSite.getByLabel('State').selectOption({ label: 'Queensland' });
  // The tickets a hire there needs: a White Card unless the owner says otherwise (decision 098).
  await page.keyboard.press('Tab');
  await expect(addSite.getByText('White Card: change')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(addSite.getByRole('button', { name: 'Add Site' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(sites.getByRole('cell', { name: SITE.name, exact: true })).toBeVisible();
  await expect(sites.getByRole('row').filter({ hasText: SITE.name })).toContainText('White Card');

  // The owner edits the seeded Factory by keyboard: a name already used is refused at the field,
  // nothing typed lost; a new name and state are saved and the table shows them.
  await sites.getByRole('button', { name: 'Edit Factory' }).focus();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('form', { name: 'Edit site Factory' });
  await expect(edit.getByLabel('Site name')).toBeFocused();
  await expect(edit.getByLabel('Site name')).toHaveValue('Factory');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Site');
  await edit.getByLabel('State').selectOption({ label: 'Victoria' });
  await edit.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(edit.getByText('A site with this name already exists')).toBeVisible();
  await expect(edit.getByLabel('State')).toHaveValue('VIC');
  await edit.getByLabel('Site name').fill('Factory North');
  await edit.getByRole('button', { name: 'Save' }).press('Enter');
  // Focus goes back to the row's Edit button, before the toast is read and closed.
  await expect(sites.getByRole('button', { name: 'Edit Factory North' })).toBeFocused();
  await expectToast(page, 'Site Updated');
  const renamed = sites.getByRole('row', { name: /Factory North/ });
  await expect(renamed.getByRole('cell', { name: 'Victoria' })).toBeVisible();
  await expect(sites.getByRole('cell', { name: 'Factory', exact: true })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add a site' })).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);

  // The first notification recipient, asked for while there is none.
  const first = page.getByRole('region', { name: 'First notification recipient' });
  await first.getByLabel('Name').fill(RECIPIENT.name);
  await first.getByLabel('Email').fill(RECIPIENT.email);
  await first.getByLabel('Email').press('Enter');
  await expect(first).toContainText(
    `Emailed when a new hire submits: ${RECIPIENT.name} (${RECIPIENT.email}).`,
  );
  await expect(page.getByRole('region', { name: 'No notification recipient' })).toBeHidden();
  expect(await fitsTheWidth(page)).toBe(true);
  await page.getByRole('button', { name: 'Finish setup' }).focus();
  await page.keyboard.press('Enter');

  // Done: on to the applications, no banner, the company's name and logo in the header.
  await expect(page).toHaveURL(/\/admin\/applications$/);
  await expect(page.getByRole('region', { name: 'Company not set up' })).toBeHidden();
  await expect(page.getByTestId('company-name')).toHaveText('Harbour Civil');
  await expect(page.locator('header img[src^="/api/logo"]')).toBeVisible();
});

test("a hire's header, policy, position step, super choice, emails and PDF carry the new company", async ({
  page,
  baseURL,
}) => {
  const email = `hana.${stamp}@setup-e2e.test`;
  await seedMember(baseURL!, 'Hana Hire', email, page.request);
  // The code email names the company.
  const codeMail = mailsToNewestFirst(E2E_MAIL_DIR, email).next().value ?? '';
  expect(codeMail).toMatch(/Subject: Your Harbour Civil onboarding code/);
  // With the logo set, it also has an HTML part: the logo inline and the name above the words.
  const html = mimeLeaf(codeMail, 'text/html')?.body.toString('utf8') ?? '';
  expect(html).toContain('Harbour Civil');
  expect(html).toContain('Your code to continue your onboarding application is');
  const cid = /<img src="cid:([^"]+)"/.exec(html)?.[1];
  expect(mimeLeaf(codeMail, 'image/png')?.headers['content-id']).toBe(`<${cid}>`);

  await page.goto('/');
  await expect(page.getByTestId('company-name')).toHaveText('Harbour Civil');
  await expect(page.locator('header img[src^="/api/logo"]')).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);

  // The seeded policy, reworded under the new legal name.
  await openCard(page, 'Workplace Behaviour Policy');
  await expect(page.getByText(/Harbour Civil Pty Ltd is committed to providing a safe/)).toBeVisible();

  // The position step offers the site added during the setup, with its state.
  await page.goto('/position-details');
  const location = page.getByLabel('Location');
  await expect(location.getByRole('option', { name: `${SITE.name} (Queensland)` })).toBeAttached();
  await location.selectOption(SITE.name);
  await expect(location).toHaveValue(SITE.name);

  // The super choice opens with nothing chosen, OPTION 1 naming the employer's fund.
  await page.goto('/superfund-choice');
  for (const option of [/OPTION 1/, /OPTION 2/, /OPTION 3/]) {
    await expect(page.getByRole('radio', { name: option })).not.toBeChecked();
  }
  await expect(page.getByText('Hostplus: ABN 68 657 495 890, USI HOS0100AU')).toBeVisible();
  await page.getByRole('button', { name: 'Save SuperFund Choice' }).click();
  await expect(page.getByText('Please choose a super fund option')).toBeVisible();
});

test('the application PDF HR is emailed names the company, its ABN and the default fund', async ({
  page,
  baseURL,
}) => {
  const email = `sam.${stamp}@setup-e2e.test`;
  await submittedHire(page, baseURL!, 'Sam Submit', email);
  let raw = '';
  await expect
    .poll(
      () => {
        for (const mail of mailsToNewestFirst(E2E_MAIL_DIR, RECIPIENT.email)) {
          if (mail.includes('Sam Submit') && /application\/pdf/i.test(mail)) raw = mail;
        }
        return raw.length;
      },
      // The PDF is drawn in a worker thread and sent by the job queue: as long as other specs' waits for it.
      { message: "HR's email with the application PDF", timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // The hire's confirmation names the company.
  await expect
    .poll(
      () =>
        [...mailsToNewestFirst(E2E_MAIL_DIR, email)].some((m) =>
          /Subject: Harbour Civil: we have received/.test(m),
        ),
      { message: "the hire's confirmation email", timeout: 30_000 },
    )
    .toBe(true);
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(raw);
  const pdf = Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Harbour Civil Pty Ltd (ABN 53 004 085 616)');
  expect(flat).toContain('Hostplus');
  expect(flat).not.toContain('E2E Builders');
});
