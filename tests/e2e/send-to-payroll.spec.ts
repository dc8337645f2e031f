import { expect, test as base, type Browser } from '@playwright/test';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { startEmploymentHeroPeer } from '../fixtures/payroll-peers';
import { expectToast } from './helpers/admin';
import { expectNoAxeViolations, waitForScreen } from './helpers/axe';
import { completeCompanySetup } from './helpers/company-setup';
import { startOwnServer, type OwnServer } from './helpers/own-server';
import { addStaff, bootstrapOwner, signInStaff, type StaffCredentials } from './helpers/staff-sign-in';
import { submittedHire } from './helpers/submitted-hire';

// Issue 41 items 4 and 5 at 360 px: the owner connects Employment Hero Payroll; HR invites with
// the employment details, the hire completes and submits (seeded through the API), HR approves;
// payroll finds the hire under 'Ready for payroll', sends it, and reads the employee id the
// payroll system gave. The server is the spec's own, its EMPLOYMENT_HERO_API_URL the local peer
// that checks each body against the published model.
const peer = startEmploymentHeroPeer();
const test = base.extend<object, { ownServer: OwnServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const url = await peer.listen();
      const { server, stop } = await startOwnServer({ EMPLOYMENT_HERO_API_URL: url });
      await use(server);
      await stop();
      await peer.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

const PHONE = { width: 360, height: 740 };
const stamp = Date.now();
const DOMAIN = `send-to-payroll-${stamp}.test`;
const OWNER = { name: 'Orla Owner', email: `orla@${DOMAIN}` };
const HR = { name: 'Hana Hr', email: `hana@${DOMAIN}`, role: 'hr' } as const;
const PAYROLL = { name: 'Pat Payroll', email: `pat@${DOMAIN}`, role: 'payroll' } as const;
const HIRE = { name: 'Ada Lovelace', email: `ada@${DOMAIN}` };

/** A staff member's own phone browser, signed in. */
async function staffPage(browser: Browser, baseURL: string, person: StaffCredentials) {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await signInStaff(context.request, person);
  return context.newPage();
}

test('the owner connects Employment Hero Payroll; HR approves a hire invited with employment details; payroll sends it and reads its employee id', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(PHONE);

  let hrPerson: StaffCredentials | undefined;
  let payrollPerson: StaffCredentials | undefined;
  await test.step('the owner connects Employment Hero Payroll from Settings, by keyboard', async () => {
    await bootstrapOwner(page.request, OWNER);
    await completeCompanySetup(page.request);
    hrPerson = await addStaff(page.request, HR);
    payrollPerson = await addStaff(page.request, PAYROLL);
    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Payroll connections' }).click();
    await expect(page.getByRole('heading', { name: 'Payroll connections', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Employment Hero Payroll' });
    await card.getByLabel('API key *').fill(peer.apiKey);
    await card.getByLabel('Business id *').fill(peer.businessId);
    await card.getByLabel('Business id *').press('Enter');
    await expectToast(page, 'Employment Hero Payroll Connected');
    await expect(card).toContainText(`Connected: business id ${peer.businessId}`);
    // The key is never shown again.
    await expect(card.getByLabel('API key *')).toHaveCount(0);
    await waitForScreen(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'Payroll connections, connected');
  });

  await test.step('HR invites with the employment details; the hire completes and submits; HR approves', async () => {
    const hr = await staffPage(browser, baseURL!, hrPerson!);
    const invited = await hr.request.post('/api/admin/invitations', {
      data: {
        email: HIRE.email,
        fullName: HIRE.name,
        position: 'Carpenter',
        department: 'Construction',
        location: 'Site',
        plannedStartDate: '2027-01-11',
        employment: {
          employmentType: 'full-time',
          paySchedule: 'weekly',
          instrument: 'MA000020',
          classification: 'CW3',
          hoursPerWeek: '38',
          payRate: '38.50',
          payRateUnit: 'hourly',
        },
      },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const { applicationId } = ((await invited.json()) as { invitation: { applicationId: string } })
      .invitation;
    const hireContext = await browser.newContext({ baseURL });
    await submittedHire(await hireContext.newPage(), baseURL!, HIRE.name, HIRE.email, {
      licences: [{ kind: 'WHITE_CARD', number: 'WC-0412345' }],
      // An Australian citizen: no VEVO check before approval.
      fields: {
        tagAustralianCitizen: '1',
        tagVisaCitizen: '0',
        visaNumber: '',
        visaExpiry: '',
        visaSubclass: '',
        visaConditions: '',
      },
    });
    await hireContext.close();
    const detail = (await (
      await hr.request.get(`/api/admin/applications/${applicationId}`)
    ).json()) as ApplicationDetail;
    const approved = await hr.request.post(`/api/admin/applications/${applicationId}/approve`, {
      data: { sightedLicenceIds: detail.requiredTickets!.tickets.map((t) => t.licenceId) },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    await hr.context().close();
  });

  await test.step("payroll finds the hire under 'Ready for payroll', sends it, and reads its employee id", async () => {
    const payroll = await staffPage(browser, baseURL!, payrollPerson!);
    await payroll.goto('/admin');
    await expect(payroll).toHaveURL(/\/admin\/payroll$/);
    const ready = payroll.getByRole('table', { name: 'Ready for payroll' });
    const row = ready.getByRole('row').filter({ hasText: HIRE.email });
    await expect(row).toBeVisible();
    await expect(payroll.getByText('send each one to Employment Hero Payroll')).toBeVisible();
    // No 'Mark set up' while a payroll system is connected: the send is how it is set up.
    await expect(row.getByRole('button', { name: /^Mark set up/ })).toHaveCount(0);

    await row.getByRole('button', { name: `Send to Employment Hero Payroll for ${HIRE.name}` }).click();
    const confirm = payroll.getByRole('dialog', { name: `Send ${HIRE.name} to Employment Hero Payroll?` });
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(payroll, 'Sending to Payroll', HIRE.name);

    const sent = payroll.getByRole('table', { name: 'Sent to payroll' });
    const sentRow = sent.getByRole('row').filter({ hasText: HIRE.email });
    await expect(sentRow).toContainText('Employee id 1001');
    await expect(sentRow).toContainText('Employment Hero Payroll');
    await expect(payroll.getByText('Nobody is waiting to be set up in payroll.')).toBeVisible();
    expect(peer.received.map((r) => [r.method, r.status, r.errors])).toEqual([['POST', 201, []]]);
    await waitForScreen(payroll);
    expect(await payroll.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(payroll, 'Ready for payroll with a hire sent');
    await payroll.context().close();
  });
});
