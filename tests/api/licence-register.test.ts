import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { addDays, dateStamp } from '../../src/server/services/format/au-dates';
import { sendDueLicenceReminders } from '../../src/server/services/licences/licence-reminders';
import { licenceRegisterSchema, type RegisterLicence } from '../../src/shared/answers/licence-register';
import { REGISTER_MESSAGES } from '../../src/shared/schemas/licence-register';
import { mailPlainText, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 40 item 3: HR's register of every current employee's tickets and licences, filtered by
// expiry, kind and site, with a CSV download; and the expiry reminders: the holder at 60 and 14
// days, HR at 30 days and on expiry, each once.

const DAY = 86_400_000;
const TZ = 'Australia/Sydney';
const HR_INBOX = 'hr.inbox@example.com';
const AT_SITE = 'sid.site@example.com';
const AT_FACTORY = 'fern.factory@example.com';

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let owner: string;
let hr: string;
let payroll: string;
const now = new Date();
const today = dateStamp(TZ, now);

beforeAll(async () => {
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${await smtp.listen()}`,
    MAIL_FROM: 'onboarding@example.com',
    TIME_ZONE: TZ,
  });
  owner = await adminCookie(t.app);
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
  await createRecipient(t.deps, { name: 'HR', email: HR_INBOX });
  await createCompleteApplication(t.deps, {
    member: { email: AT_SITE, fullName: 'Sid Site', location: 'Site' },
    licences: [
      { kind: 'WHITE_CARD', number: 'WC-1001', issuer: 'NSW' },
      { kind: 'LF', number: 'LF0042', issuer: 'SafeWork NSW', expiryDate: addDays(today, 10) },
      { kind: 'UNION', number: 'U-77' },
    ],
  });
  // Sid's application, as an invitation or the email proof makes it: his link signs him in.
  await t.deps.database.db.insert(applications).values({ email: AT_SITE, fullName: 'Sid Site' });
  await createCompleteApplication(t.deps, {
    member: { email: AT_FACTORY, fullName: 'Fern Factory', location: 'Factory' },
    licences: [{ kind: 'WP', number: 'WP9', issuer: 'SafeWork NSW', expiryDate: addDays(today, 100) }],
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const register = async (query: string, cookie = hr): Promise<RegisterLicence[]> => {
  const res = await get(`/api/admin/licences${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return licenceRegisterSchema.parse(res.json()).licences;
};
const summary = (rows: RegisterLicence[]) => rows.map((r) => `${r.fullName} ${r.kind} ${r.daysToExpiry}`);

describe('the register of tickets and licences', () => {
  it('lists every current employee’s licences, soonest expiry first, for HR; payroll sees no union card', async () => {
    expect(summary(await register(''))).toEqual([
      'Sid Site LF 10',
      'Fern Factory WP 100',
      'Sid Site WHITE_CARD null',
      'Sid Site UNION null',
    ]);
    const forPayroll = await register('', payroll);
    expect(forPayroll.map((r) => r.kind).sort()).toEqual(['LF', 'WHITE_CARD', 'WP']);
    expect((await register('', owner)).some((r) => r.kind === 'UNION')).toBe(true);
  });

  it('filters by expiry within days, by kind and by site', async () => {
    expect(summary(await register('?expiringWithinDays=14'))).toEqual(['Sid Site LF 10']);
    expect(summary(await register('?expiringWithinDays=120'))).toEqual([
      'Sid Site LF 10',
      'Fern Factory WP 100',
    ]);
    expect(summary(await register('?kind=WP'))).toEqual(['Fern Factory WP 100']);
    expect(summary(await register('?site=Factory'))).toEqual(['Fern Factory WP 100']);
    const lf = (await register('?kind=LF'))[0]!;
    expect(lf).toMatchObject({
      label: 'Forklift truck (LF)',
      number: 'LF0042',
      site: 'Site',
      email: AT_SITE,
    });
  });

  it('refuses a bad filter with the field named, a visitor and a hire', async () => {
    const bad = await get('/api/admin/licences?expiringWithinDays=-1', hr);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ expiringWithinDays: REGISTER_MESSAGES.expiringWithinDays });
    const kind = await get('/api/admin/licences?kind=JETPACK', hr);
    expect(kind.json().fields).toEqual({ kind: REGISTER_MESSAGES.kind });
    expect((await get('/api/admin/licences')).statusCode).toBe(401);
    const hire = await employeeCookie(t.app, AT_SITE);
    expect([401, 403]).toContain((await get('/api/admin/licences', hire)).statusCode);
  });

  it('downloads as CSV, one licence a line, and the download is audited', async () => {
    const res = await get('/api/admin/licences.csv?expiringWithinDays=120', hr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tickets-and-licences_${today}.csv"`,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Position","Site","Kind code","Kind","Number","Class","Issued by","Issue date","Expiry date","Days to expiry"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Sid Site"');
    expect(lines[1]).toContain('"LF","Forklift truck (LF)","LF0042"');
    expect(lines[1]).toContain(`"${addDays(today, 10)}","10"`);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'licence.download_register'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ count: 2, expiringWithinDays: 120 });
  });
});

describe('expiry reminders', () => {
  const holderMails = (to: string) =>
    smtp.received.filter((m) => m.to.includes(to) && /renewed it/.test(mailPlainText(m.raw)));
  const hrMails = () =>
    smtp.received.filter((m) => m.to.includes(HR_INBOX) && /Licence (expiring|expired)/.test(m.raw));

  it('tells the holder at 14 days with a link that signs them in, and HR at 30, once each', async () => {
    expect(await sendDueLicenceReminders(t.deps, now)).toBe(2);
    await smtp.until(() => holderMails(AT_SITE).length === 1 && hrMails().length === 1);
    const holder = mailPlainText(holderMails(AT_SITE)[0]!.raw);
    expect(holder).toContain(
      `Your Forklift truck (LF) expires on ${addDays(today, 10).split('-').reverse().join('/')}, in 10 days.`,
    );
    expect(holder).toMatch(/\/changes#[A-Za-z0-9_-]{20,}/);
    const toHr = mailPlainText(hrMails()[0]!.raw);
    expect(toHr).toContain('Sid Site (sid.site@example.com): Forklift truck (LF) LF0042 expires on');
    expect(toHr).toContain('/admin/licences');
    // Run again, on this or another instance: nothing more.
    expect(await sendDueLicenceReminders(t.deps, now)).toBe(0);
  });

  it('tells HR again on expiry, and the holder of a licence 60 days out', async () => {
    const later = new Date(now.getTime() + 11 * DAY);
    // LF has expired (HR, on expiry); the WP is now 89 days out: nobody yet.
    expect(await sendDueLicenceReminders(t.deps, later)).toBe(1);
    await smtp.until(() => hrMails().length === 2);
    expect(mailPlainText(hrMails()[1]!.raw)).toContain('Forklift truck (LF) LF0042 expired on');
    const wpDue = new Date(now.getTime() + 45 * DAY);
    expect(await sendDueLicenceReminders(t.deps, wpDue)).toBe(1);
    await smtp.until(() => holderMails(AT_FACTORY).length === 1);
    const fern = mailPlainText(holderMails(AT_FACTORY)[0]!.raw);
    expect(fern).toContain('in 55 days');
    // No application to link to: she signs in at the app with her email.
    expect(fern).toContain('Continue an existing application');
  });
});
