import { expect, test as base, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { InvitationsList } from '../../src/shared/answers/applications';
import { INVITATION_MESSAGES } from '../../src/shared/applications';
import { mailPlainText } from '../fixtures/delivery-peers';
import { mailsToNewestFirst } from '../fixtures/read-email-code';
import { startSmsPeer } from '../fixtures/sms-peer';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { completeCompanySetup } from './helpers/company-setup';
import { E2E_MAIL_DIR } from './helpers/email-code';
import { startOwnServer, type OwnServer } from './helpers/own-server';
import { addStaff, bootstrapOwner, fillAdminDialog, type StaffCredentials } from './helpers/staff-sign-in';
import { welcomeHeading } from './helpers/welcome';

// Issue 43 item 6 (decision 114) in the browser: HR, on a laptop, shows an invitation as a QR code
// for a hire standing in the site office; the test reads the code off the screen as a phone's
// camera would, opens it on a 360 px phone and lands on the welcome, and the link emailed before
// then explains it was replaced. Copy link and Print; the hire's language and 'Also send by SMS'
// on the invite form, and 'Send by SMS', against a local peer that answers as Twilio's Messages
// API does (tests/fixtures/sms-peer.ts). A server of its own, with that peer as its SMS provider.
const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'e2e-twilio-auth-token';

type SmsPeer = ReturnType<typeof startSmsPeer>;
const test = base.extend<object, { sms: SmsPeer; ownServer: OwnServer }>({
  sms: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const peer = startSmsPeer({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN });
      await use(peer);
      await peer.close();
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ sms }, use) => {
      const { server, stop } = await startOwnServer({
        SMS_PROVIDER: 'twilio',
        SMS_API_URL: await sms.listen(),
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: AUTH_TOKEN,
        TWILIO_FROM: 'E2EBuilders',
      });
      await use(server);
      await stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 360, height: 740 };
const stamp = Date.now();
const DOMAIN = `invitation-qr-${stamp}.test`;
const OWNER = { name: 'Orla Owner', email: `orla@${DOMAIN}` };
const HR = { name: 'Hana Hr', email: `hana@${DOMAIN}`, role: 'hr' } as const;
const PAYROLL = { name: 'Pat Payroll', email: `pat@${DOMAIN}`, role: 'payroll' } as const;
const COMPANY = 'E2E Builders Pty Ltd';
const SITE_HIRE = { fullName: 'Sam Carpenter', email: `sam@${DOMAIN}`, mobile: '0412 345 678' };
const VIETNAMESE_HIRE = { fullName: 'Lan Nguyễn', email: `lan@${DOMAIN}`, mobile: '0498 765 432' };
const NO_MOBILE_HIRE = { fullName: 'Nora Nomobile', email: `nora@${DOMAIN}` };

/** The newest message to `email` whose text matches `pattern`, as its person reads it. */
async function mailTo(email: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        for (const raw of mailsToNewestFirst(E2E_MAIL_DIR, email)) {
          // Its text as a mail app shows it, then the raw message (its subject) undone of
          // quoted-printable soft breaks.
          const text = `${mailPlainText(raw.replace(/\r?\n/g, '\r\n'))}\n${raw.replace(/=\r?\n/g, '')}`;
          if (pattern.test(text)) return (found = text);
        }
        return undefined;
      },
      { message: `a message to ${email} matching ${pattern}` },
    )
    .toBeDefined();
  return found!;
}

const INVITE_LINK = /https?:\/\/\S+\/invite#[A-Za-z0-9_-]+/;

/** HR signs in as staff do: the Admin dialog at /admin, their email, password and code. */
async function signIn(browser: Browser, baseURL: string, person: StaffCredentials): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: LAPTOP });
  const page = await context.newPage();
  await page.goto('/admin');
  const dialog = await fillAdminDialog(page, person);
  await dialog.getByRole('button', { name: 'Access Admin' }).click();
  await expect(page).toHaveURL(person.role === 'payroll' ? /\/admin\/payroll$/ : /\/admin\/applications$/);
  await waitForScreen(page);
  return page;
}

/** The QR code as a phone's camera reads it: a screenshot of it, decoded from raw RGBA. */
async function decodeQr(page: Page, name: string): Promise<string> {
  const png = await page.getByRole('img', { name }).screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  expect(code, 'a QR code in the screenshot').not.toBeNull();
  return code!.data;
}

async function fillInvite(page: Page, hire: { fullName: string; email: string; mobile?: string }) {
  const form = page.getByRole('form', { name: 'Invite a new hire' });
  await form.getByLabel('Email *').fill(hire.email);
  await form.getByLabel('Full name *').fill(hire.fullName);
  await form.getByLabel('Mobile (optional)').fill(hire.mobile ?? '');
  await form.getByLabel('Position *').fill('Carpenter');
  await form.getByLabel('Department *').fill('Structures');
  await form.getByLabel('Location *').selectOption('Site');
  await form.getByLabel('Planned start date *').fill('2027-01-11');
  return form;
}

test('HR shows an invitation as a QR code that a phone opens, copies and prints it; the emailed link then says it was replaced; the invite form sends the language and the SMS', async ({
  page,
  browser,
  baseURL,
  sms,
}) => {
  test.setTimeout(240_000);
  let hrPerson: StaffCredentials | undefined;
  let payrollPerson: StaffCredentials | undefined;
  await test.step('the first owner sets the company up and adds HR', async () => {
    await bootstrapOwner(page.request, OWNER);
    await completeCompanySetup(page.request);
    const added = await page.request.post('/api/admin/notifications', {
      data: { name: 'HR Inbox', email: `hr-inbox@${DOMAIN}` },
    });
    expect(added.status(), await added.text()).toBe(201);
    hrPerson = await addStaff(page.request, HR);
    payrollPerson = await addStaff(page.request, PAYROLL);
  });

  const hr = await signIn(browser, baseURL!, hrPerson!);
  await hr.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const row = (email: string) => hr.getByRole('row').filter({ hasText: email });

  await test.step('HR invites a hire in English (the form’s default language)', async () => {
    await hr.getByRole('button', { name: 'Invite', exact: true }).click();
    const form = await fillInvite(hr, SITE_HIRE);
    const language = form.getByLabel("The new hire's language *");
    await expect(language.locator('option:checked')).toHaveText('English');
    await expect(language.getByRole('option', { name: 'Tiếng Việt (Vietnamese)' })).toBeAttached();
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(hr, 'Invitation Sent', SITE_HIRE.email);
    await expect(row(SITE_HIRE.email).getByText('Link sent, not opened')).toBeVisible();
  });
  const emailed = INVITE_LINK.exec(await mailTo(SITE_HIRE.email, /your onboarding invitation/))![0];

  let link = '';
  await test.step('Show QR code says first that the emailed link stops working, then shows the new link as a code', async () => {
    await row(SITE_HIRE.email)
      .getByRole('button', { name: `Show QR code for the invitation of ${SITE_HIRE.fullName}` })
      .click();
    const ask = hr.getByRole('dialog', { name: 'Show the invitation as a QR code?' });
    await expect(ask).toContainText(`The link emailed to ${SITE_HIRE.email} stops working`);
    await expectNoAxeViolations(hr, 'the QR code dialog, asking first');
    await ask.getByRole('button', { name: 'Show QR Code' }).click();

    const dialog = hr.getByRole('dialog', { name: `Invitation for ${SITE_HIRE.fullName}` });
    const qr = `QR code of the invitation link for ${SITE_HIRE.fullName}`;
    await expect(dialog.getByRole('img', { name: qr })).toBeVisible();
    await expect(dialog).toContainText('The link emailed before no longer works.');
    link = await decodeQr(hr, qr);
    expect(link).toMatch(INVITE_LINK);
    expect(link).not.toBe(emailed);
    await expect(dialog.getByText(link, { exact: true })).toBeVisible();
    await expectNoAxeViolations(hr, 'the QR code dialog with its code');

    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(hr, 'Link Copied', SITE_HIRE.fullName);
    expect(await hr.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  await test.step('Print prints the company, the hire, the code and its expiry, and nothing else', async () => {
    await hr.evaluate(() =>
      window.addEventListener('beforeprint', () => document.body.setAttribute('data-printing', ''), {
        once: true,
      }),
    );
    const dialog = hr.getByRole('dialog', { name: `Invitation for ${SITE_HIRE.fullName}` });
    await dialog.getByRole('button', { name: 'Print' }).click();
    await expect(hr.locator('body')).toHaveAttribute('data-printing', '');
    await hr.emulateMedia({ media: 'print' });
    // Printed, the dialog's frame is not seen (only the sheet in it is), so the page is searched:
    // the company's name once (the page's header is not printed), the hire's, the code, the expiry.
    const printed = (text: string | RegExp) => hr.getByText(text, { exact: true }).filter({ visible: true });
    await expect(printed(COMPANY)).toHaveCount(1);
    await expect(printed(SITE_HIRE.fullName)).toHaveCount(1);
    // Whole on the page, not cut at its edge by the dialog's centring on screen.
    await expect(hr.getByRole('img', { name: /^QR code of the invitation link/ })).toBeInViewport({
      ratio: 1,
    });
    await expect(printed(/The link works once, until \d\d\/\d\d\/\d{4}/)).toHaveCount(1);
    for (const hidden of [
      hr.getByRole('button', { name: 'Copy link' }),
      hr.getByText(link, { exact: true }),
      hr.getByRole('heading', { name: `Invitation for ${SITE_HIRE.fullName}` }),
      hr.getByRole('heading', { name: 'Applications', level: 1 }),
    ])
      await expect(hidden).toBeHidden();
    await hr.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the code opens the invitation on a 360 px phone, at the welcome', async () => {
    const phone = await browser.newContext({ viewport: PHONE });
    const hire = await phone.newPage();
    await hire.goto(link);
    await expect(hire).toHaveURL(/\/welcome$/);
    await expect(welcomeHeading(hire)).toBeVisible();
    await phone.close();
  });

  await test.step('the emailed link, opened after, explains it was replaced', async () => {
    const phone = await browser.newContext({ viewport: PHONE });
    const hire = await phone.newPage();
    await hire.goto(emailed);
    await expect(hire.getByRole('alert')).toHaveText(INVITATION_MESSAGES.invalid);
    await expect(hire.getByRole('button', { name: 'Continue an existing application' })).toBeVisible();
    await phone.close();
  });

  await test.step('the invite form sends the hire’s language, and Also send by SMS asks for the mobile', async () => {
    const form = await fillInvite(hr, { ...VIETNAMESE_HIRE, mobile: '' });
    await form.getByLabel("The new hire's language *").selectOption({ label: 'Tiếng Việt (Vietnamese)' });
    await form.getByLabel('Also send by SMS').check();
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(hr, 'Validation Error');
    await expect(form.getByLabel('Mobile (optional)')).toHaveAccessibleDescription(
      /Enter the new hire's mobile to send the invitation by SMS/,
    );
    await form.getByLabel('Mobile (optional)').fill(VIETNAMESE_HIRE.mobile);
    await form.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(hr, 'Invitation Sent', `${VIETNAMESE_HIRE.email} and texted ${VIETNAMESE_HIRE.mobile}`);

    const invitations = (await (await hr.request.get('/api/admin/invitations')).json()) as InvitationsList;
    const invitation = invitations.invitations.find((i) => i.email === VIETNAMESE_HIRE.email)!;
    expect(invitation.language).toBe('vi');
    // The email in Vietnamese, and the text through the provider to the mobile in E.164.
    await mailTo(VIETNAMESE_HIRE.email, /Tiếng Anh \(English\)/);
    await expect.poll(() => sms.requests.filter((r) => r.fields.To === '+61498765432').length).toBe(1);
    const [texted] = sms.requests.filter((r) => r.fields.To === '+61498765432');
    expect(texted!.errors).toEqual([]);
    expect(texted!.fields.Body).toMatch(INVITE_LINK);

    await row(VIETNAMESE_HIRE.email).getByRole('link', { name: VIETNAMESE_HIRE.fullName }).click();
    await waitForScreen(hr);
    await expect(hr.getByText('Vietnamese (Tiếng Việt)')).toBeVisible();
  });

  await test.step('Send by SMS on the application’s page texts a new link', async () => {
    await hr
      .getByRole('button', { name: `Send by SMS the invitation of ${VIETNAMESE_HIRE.fullName}` })
      .click();
    await expectToast(hr, 'Invitation Sent by SMS', '0498 765 432');
    await expect.poll(() => sms.requests.filter((r) => r.fields.To === '+61498765432').length).toBe(2);
    const [first, second] = sms.requests.filter((r) => r.fields.To === '+61498765432');
    expect(INVITE_LINK.exec(second!.fields.Body!)![0]).not.toBe(INVITE_LINK.exec(first!.fields.Body!)![0]);
    await expect(hr.getByText('Invitation sent by SMS', { exact: true })).toHaveCount(2);
    await expectNoAxeViolations(hr, "HR's application page with Show QR code and Send by SMS");
  });

  await test.step('without a mobile, Send by SMS is disabled and says why', async () => {
    const sent = await hr.request.post('/api/admin/invitations', {
      data: {
        ...NO_MOBILE_HIRE,
        position: 'Labourer',
        department: 'Civil',
        location: 'Site',
        plannedStartDate: '2027-01-18',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await hr.goto('/admin/applications');
    await waitForScreen(hr);
    const send = row(NO_MOBILE_HIRE.email).getByRole('button', {
      name: `Send by SMS the invitation of ${NO_MOBILE_HIRE.fullName}`,
    });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(
      'No mobile was given with this invitation, so it cannot go by SMS.',
    );
    await expectNoAxeViolations(hr, 'the Applications page with Show QR code and Send by SMS');
  });

  await test.step('payroll sees the invitations, but neither shows a QR code nor texts one', async () => {
    const payroll = await signIn(browser, baseURL!, payrollPerson!);
    await payroll.goto('/admin/applications');
    await waitForScreen(payroll);
    await expect(payroll.getByRole('row').filter({ hasText: NO_MOBILE_HIRE.email })).toBeVisible();
    await expect(payroll.getByRole('button', { name: /^Show QR code/ })).toHaveCount(0);
    await expect(payroll.getByRole('button', { name: /^Send by SMS/ })).toHaveCount(0);
    await payroll.context().close();
  });
});
