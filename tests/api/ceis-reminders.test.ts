import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { sendDueCeisReminders } from '../../src/server/services/fair-work/ceis-reminders';
import { addDays, addMonths, dateStamp } from '../../src/server/services/format/au-dates';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import type { EmploymentDetails } from '../../src/shared/schemas/employment';
import { mailPlainText, startSmtpPeer } from '../fixtures/delivery-peers';
import { createRecipient } from '../fixtures/factories';
import { signInStaffTrio } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 41 item 1: a casual employee is given the Casual Employment Information Statement again
// after 6 months, 12 months and each further 12 (Fair Work Act s 125B); a small business employer
// only after 12 (s 125B(2)). HR is reminded once per period and records giving it.

const TZ = 'Australia/Sydney';
const HR_INBOX = 'hr.inbox@example.com';

let t: TestApp;
const smtp = startSmtpPeer(() => (t ? path.join(t.dataDir, 'mail') : undefined));
let hr: string;
let payroll: string;
const now = new Date();
const today = dateStamp(TZ, now);

const employment = (employmentType: EmploymentDetails['employmentType']): EmploymentDetails => ({
  employmentType,
  endDate: '',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  agreementName: '',
  classification: 'CW3',
  hoursPerWeek: employmentType === 'casual' ? '' : '38',
  payRate: '38.50',
  payRateUnit: 'hourly',
  lslNumber: '',
});

/** An approved application that started `monthsAgo` months ago (and a day, so the period has ended). */
async function approvedHire(email: string, type: EmploymentDetails['employmentType'], monthsAgo: number) {
  const [row] = await t.deps.database.db
    .insert(applications)
    .values({
      email,
      fullName: email.split('@')[0]!.replace('.', ' '),
      plannedStartDate: addDays(addMonths(today, -monthsAgo), -1),
      employment: employment(type),
      approvedAt: now,
      approvedBy: 'Hana Hr <hana@example.com>',
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${await smtp.listen()}`,
    MAIL_FROM: 'onboarding@example.com',
    TIME_ZONE: TZ,
  });
  ({ hr, payroll } = await signInStaffTrio(t, await adminCookie(t.app)));
  await createRecipient(t.deps, { name: 'HR', email: HR_INBOX });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const ceisMails = () =>
  smtp.received.filter(
    (m) => m.to.includes(HR_INBOX) && mailPlainText(m.raw).includes('has been employed as a casual'),
  );
const detail = async (id: string) => {
  const res = await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie: hr } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationDetail>();
};
const given = (id: string, months: number, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/applications/${id}/ceis/${months}/given`,
    headers: { cookie },
  });

async function setSmallBusiness(value: boolean) {
  const { employerSettings } = await import('../../src/server/db/schema/employer-settings');
  await t.deps.database.db.update(employerSettings).set({ smallBusinessEmployer: value });
  await t.deps.settings.reload();
}

describe('the CEIS again during a casual employment', () => {
  it('reminds HR once when 6 months have passed, with the statement and the application', async () => {
    const cass = await approvedHire('cass.casual@example.com', 'casual', 6);
    const fran = await approvedHire('fran.fulltime@example.com', 'full-time', 7);
    expect(await sendDueCeisReminders(t.deps, now)).toBe(1);
    await smtp.until(() => ceisMails().length === 1);
    const text = mailPlainText(ceisMails()[0]!.raw);
    expect(text).toContain('(cass.casual@example.com) has been employed as a casual for 6 months');
    expect(text).toContain('https://www.fairwork.gov.au/');
    expect(text).toContain(`/admin/applications/${cass.id}`);
    // Run again, on this or another instance: nothing more.
    expect(await sendDueCeisReminders(t.deps, now)).toBe(0);

    const view = (await detail(cass.id)).ceis!;
    expect(view.due).toEqual([
      { months: 6, dueOn: addMonths(cass.plannedStartDate, 6), reminded: true, givenAt: null, givenBy: null },
    ]);
    expect(view.next).toEqual({ months: 12, dueOn: addMonths(cass.plannedStartDate, 12) });
    // A full-time employee is given it never again (s 125B is about casuals).
    expect((await detail(fran.id)).ceis).toBeNull();
  });

  it('reminds only of the newest period an employee approved late has passed', async () => {
    const late = await approvedHire('lee.late@example.com', 'casual', 13);
    const before = ceisMails().length;
    expect(await sendDueCeisReminders(t.deps, now)).toBe(1);
    await smtp.until(() => ceisMails().length === before + 1);
    expect(mailPlainText(ceisMails().at(-1)!.raw)).toContain('employed as a casual for 1 year');
    expect((await detail(late.id)).ceis!.due.map((d) => [d.months, d.reminded])).toEqual([
      [6, true],
      [12, true],
    ]);
  });

  it('is due after 12 months only, for a small business employer', async () => {
    await setSmallBusiness(true);
    try {
      const seven = await approvedHire('sam.seven@example.com', 'casual', 7);
      const thirteen = await approvedHire('tia.thirteen@example.com', 'casual', 13);
      expect((await detail(seven.id)).ceis).toMatchObject({ due: [], next: { months: 12 } });
      expect(await sendDueCeisReminders(t.deps, now)).toBe(1);
      expect((await detail(thirteen.id)).ceis!.due.map((d) => d.months)).toEqual([12]);
      expect((await detail(thirteen.id)).ceis!.next).toBeNull();
    } finally {
      await setSmallBusiness(false);
    }
  });

  it('is recorded as given by HR, once, for a period that has ended; audited and in the history', async () => {
    const gus = await approvedHire('gus.given@example.com', 'casual', 6);
    expect((await given(gus.id, 12, hr)).json()).toMatchObject({ error: 'ceis_not_due' });
    expect((await given(gus.id, 6, payroll)).statusCode).toBe(403);
    expect((await given(gus.id, 6, await employeeCookie(t.app, 'gus.given@example.com'))).statusCode).toBe(
      401,
    );

    const res = await given(gus.id, 6, hr);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().due[0]).toMatchObject({ months: 6, givenBy: 'Hana Hr <hana@example.com>' });
    const again = await given(gus.id, 6, hr);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'ceis_already_given',
      message: 'This Casual Employment Information Statement is already recorded as given.',
    });

    const seen = await detail(gus.id);
    expect(seen.ceis!.due[0]!.givenAt).not.toBeNull();
    expect(seen.history.find((h) => h.kind === 'ceis-given')).toMatchObject({
      message: 'Casual Employment Information Statement after 6 months',
    });
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.ceis_given'), eq(auditLog.target, gus.id)));
    expect(audit.map((a) => a.details)).toEqual([expect.objectContaining({ months: 6, role: 'hr' })]);
    // Given before the sweep ran: the sweep reminds of the others due (Sam, at 7 months, now
    // that the employer is not a small business), not of Gus.
    expect(await sendDueCeisReminders(t.deps, now)).toBe(1);
    await smtp.until(() => ceisMails().some((m) => mailPlainText(m.raw).includes('sam.seven@example.com')));
    expect(ceisMails().some((m) => mailPlainText(m.raw).includes('gus.given@example.com'))).toBe(false);
  });
});
