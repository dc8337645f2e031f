import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { ceisReminders } from '../../src/server/db/schema/ceis-reminders';
import { sendDueCeisReminders } from '../../src/server/services/fair-work/ceis-reminders';
import { addDays, addMonths, dateStamp } from '../../src/server/services/format/au-dates';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { employeeDatesSchema, employeesPageSchema } from '../../src/shared/answers/employee';
import {
  END_BEFORE_START,
  NOT_AN_EMPLOYEE,
  NOT_STARTED,
  START_AFTER_END,
} from '../../src/shared/schemas/employee';
import type { EmploymentDetails } from '../../src/shared/schemas/employment';
import { createRecipient } from '../fixtures/factories';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 42 item 1 (decision 107): an approved application is an employee record. HR records the
// actual start date and, at offboarding, the end date and why; Applications → Employees lists
// them, searchable; the CEIS reminders run from the actual start and stop at the end.

const TZ = 'Australia/Sydney';
let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;
const now = new Date();
const today = dateStamp(TZ, now);

const casual: EmploymentDetails = {
  employmentType: 'casual',
  endDate: '',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  agreementName: '',
  classification: 'CW3',
  hoursPerWeek: '',
  payRate: '38.50',
  payRateUnit: 'hourly',
  lslNumber: '',
};

async function application(
  email: string,
  opts: { approved?: boolean; plannedStartDate?: string; position?: string; location?: string } = {},
) {
  const [row] = await t.deps.database.db
    .insert(applications)
    .values({
      email,
      fullName: email.split('@')[0]!.replace('.', ' '),
      position: opts.position ?? 'Carpenter',
      location: opts.location ?? 'Parramatta',
      plannedStartDate: opts.plannedStartDate ?? '2026-03-02',
      employment: casual,
      ...(opts.approved === false ? {} : { approvedAt: now, approvedBy: 'Hana Hr <hana@example.com>' }),
    })
    .returning();
  return row!;
}

const put = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });
const start = (id: string, cookie: string, startedOn: string) =>
  put(`/api/admin/applications/${id}/start`, cookie, { startedOn });
const end = (id: string, cookie: string, endedOn: string, endReason = 'resignation') =>
  put(`/api/admin/applications/${id}/end`, cookie, { endedOn, endReason });
const detail = async (id: string) => {
  const res = await t.app.inject({ url: `/api/admin/applications/${id}`, headers: { cookie: hr } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationDetail>();
};
const list = async (cookie: string, query = '') => {
  const res = await t.app.inject({ url: `/api/admin/employees${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return employeesPageSchema.parse(res.json());
};

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: TZ });
  owner = await adminCookie(t.app);
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
  await createRecipient(t.deps, { name: 'HR', email: 'hr.inbox@example.com' });
});
afterAll(async () => {
  await t.close();
});

describe("the employee's start and end dates", () => {
  it('HR records the start date, then the end date and why: shown, audited and in the history', async () => {
    const ada = await application('ada.lovelace@example.com');
    expect((await detail(ada.id)).employee).toEqual({ startedOn: null, endedOn: null, endReason: null });

    const started = await start(ada.id, hr, '2026-03-09');
    expect(started.statusCode, started.body).toBe(200);
    expect(employeeDatesSchema.parse(started.json())).toEqual({
      startedOn: '2026-03-09',
      endedOn: null,
      endReason: null,
    });
    const ended = await end(ada.id, owner, '2026-10-30', 'end-of-contract');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(employeeDatesSchema.parse(ended.json())).toEqual({
      startedOn: '2026-03-09',
      endedOn: '2026-10-30',
      endReason: 'end-of-contract',
    });

    const shown = await detail(ada.id);
    expect(shown.employee).toEqual({
      startedOn: '2026-03-09',
      endedOn: '2026-10-30',
      endReason: 'end-of-contract',
    });
    const history = shown.history.filter((h) => h.kind.startsWith('employee-'));
    expect(history.map((h) => [h.kind, h.message])).toEqual([
      ['employee-started', 'Started on 09/03/2026'],
      ['employee-ended', 'Ended on 30/10/2026: End of contract'],
    ]);
    const audits = await t.deps.database.db.select().from(auditLog).where(eq(auditLog.target, ada.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['application.start_date', 'application.end_date']),
    );
  });

  it('refuses before approval (409), an end before the start or without one, and a start after the end', async () => {
    const pending = await application('pending.person@example.com', { approved: false });
    const early = await start(pending.id, hr, '2026-03-09');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'not_an_employee', message: NOT_AN_EMPLOYEE });
    expect((await detail(pending.id)).employee).toBeNull();

    const bea = await application('bea.builder@example.com');
    const noStart = await end(bea.id, hr, '2026-06-30');
    expect(noStart.statusCode).toBe(409);
    expect(noStart.json()).toMatchObject({ error: 'not_started', message: NOT_STARTED });

    expect((await start(bea.id, hr, '2026-03-09')).statusCode).toBe(200);
    const before = await end(bea.id, hr, '2026-03-08');
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ message: END_BEFORE_START });
    // Ending on the day of the start is allowed (a one-day engagement).
    expect((await end(bea.id, hr, '2026-03-09', 'dismissal')).statusCode).toBe(200);
    const after = await start(bea.id, hr, '2026-03-10');
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ message: START_AFTER_END });

    expect((await start(bea.id, hr, '2026-02-30')).statusCode).toBe(400);
    expect((await start(bea.id, hr, '')).statusCode).toBe(400);
    expect((await end(bea.id, hr, '2026-06-30', 'bored')).statusCode).toBe(400);
    expect((await detail(bea.id)).employee).toEqual({
      startedOn: '2026-03-09',
      endedOn: '2026-03-09',
      endReason: 'dismissal',
    });
  });

  it('payroll reads but may not change them (403); a hire is not staff (401)', async () => {
    const cy = await application('cy.crane@example.com');
    expect((await start(cy.id, payroll, '2026-03-09')).statusCode).toBe(403);
    const hire = await employeeCookie(t.app, 'cy.crane@example.com');
    expect((await start(cy.id, hire, '2026-03-09')).statusCode).toBe(401);
    expect((await end(cy.id, hire, '2026-03-09')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/employees', headers: { cookie: hire } })).statusCode).toBe(
      401,
    );
    expect((await detail(cy.id)).employee!.startedOn).toBeNull();
    expect((await list(payroll, '?search=cy.crane')).employees.map((e) => e.email)).toEqual([
      'cy.crane@example.com',
    ]);
  });
});

describe('Applications → Employees', () => {
  it('lists approved applications only, current first, searchable by name or email, with their dates', async () => {
    const dee = await application('dee.current@example.com', { position: 'Labourer', location: 'Penrith' });
    const eli = await application('eli.left@example.com');
    await application('fay.notyet@example.com', { approved: false });
    await start(dee.id, hr, '2026-04-01');
    await start(eli.id, hr, '2026-01-05');
    await end(eli.id, hr, '2026-02-27', 'redundancy');

    const all = await list(hr);
    expect(all.employees.map((e) => e.email)).not.toContain('fay.notyet@example.com');
    expect(all.employees.map((e) => e.email)).not.toContain('pending.person@example.com');
    const current = all.employees.filter((e) => e.endedOn === null).map((e) => e.email);
    const left = all.employees.filter((e) => e.endedOn !== null).map((e) => e.email);
    expect(all.employees.map((e) => e.email)).toEqual([...current, ...left]);
    expect(all.total).toBe(all.employees.length);

    const byName = await list(hr, '?search=DEE%20current');
    expect(byName.employees).toEqual([
      {
        id: dee.id,
        fullName: 'dee current',
        email: 'dee.current@example.com',
        position: 'Labourer',
        location: 'Penrith',
        plannedStartDate: '2026-03-02',
        startedOn: '2026-04-01',
        endedOn: null,
        endReason: null,
      },
    ]);
    const byEmail = await list(owner, '?search=eli.left@');
    expect(byEmail.employees.map((e) => [e.email, e.endedOn, e.endReason])).toEqual([
      ['eli.left@example.com', '2026-02-27', 'redundancy'],
    ]);
    expect((await list(hr, '?search=100%25')).total).toBe(0);
    const leftOnly = await list(hr, '?status=left');
    expect(leftOnly.employees.every((e) => e.endedOn !== null)).toBe(true);
    expect(leftOnly.employees.map((e) => e.email)).toContain('eli.left@example.com');
    const currentOnly = await list(hr, '?status=current&search=example.com');
    expect(currentOnly.employees.map((e) => e.email)).toEqual(current);
    expect(
      (await t.app.inject({ url: '/api/admin/employees?status=gone', headers: { cookie: hr } })).statusCode,
    ).toBe(400);
  });
});

describe('the CEIS reminders follow the actual dates', () => {
  const casualMonthsAgo = (months: number) => addDays(addMonths(today, -months), -1);
  const remindedOf = async (id: string) => {
    const [row] = await t.deps.database.db.select().from(applications).where(eq(applications.id, id));
    return (await detail(row!.id)).ceis;
  };

  it('runs from the recorded start date rather than the planned one', async () => {
    // Planned 7 months ago, but actually started 2 months ago: nothing is due yet.
    const gus = await application('gus.late@example.com', { plannedStartDate: casualMonthsAgo(7) });
    expect((await remindedOf(gus.id))!.due.map((d) => d.months)).toEqual([6]);
    const startedOn = casualMonthsAgo(2);
    await start(gus.id, hr, startedOn);
    const view = (await remindedOf(gus.id))!;
    expect(view.startDate).toBe(startedOn);
    expect(view.due).toEqual([]);
    expect(view.next).toEqual({ months: 6, dueOn: addMonths(startedOn, 6) });
    await sendDueCeisReminders(t.deps, now);
    expect(
      await t.deps.database.db.select().from(ceisReminders).where(eq(ceisReminders.applicationId, gus.id)),
    ).toEqual([]);
    expect((await remindedOf(gus.id))!.due).toEqual([]);
  });

  it('stops after the end date: no reminder for a period ending after it, and no next one', async () => {
    const hal = await application('hal.gone@example.com', { plannedStartDate: casualMonthsAgo(13) });
    const startedOn = casualMonthsAgo(13);
    await start(hal.id, hr, startedOn);
    // Left after 8 months: the 6-month statement was due during employment, the 12-month one not.
    await end(hal.id, hr, addMonths(startedOn, 8), 'resignation');
    const view = (await remindedOf(hal.id))!;
    expect(view.due.map((d) => d.months)).toEqual([6]);
    expect(view.next).toBeNull();
    await sendDueCeisReminders(t.deps, now);
    expect((await remindedOf(hal.id))!.due.map((d) => [d.months, d.reminded])).toEqual([[6, true]]);
    // Left before 6 months: nothing was ever due, and nothing is reminded.
    const ivy = await application('ivy.brief@example.com', { plannedStartDate: casualMonthsAgo(9) });
    await start(ivy.id, hr, casualMonthsAgo(9));
    await end(ivy.id, hr, addMonths(casualMonthsAgo(9), 3), 'other');
    await sendDueCeisReminders(t.deps, now);
    expect(await remindedOf(ivy.id)).toMatchObject({ due: [], next: null });
  });
});
