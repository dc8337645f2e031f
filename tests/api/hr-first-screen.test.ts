import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema/applications';
import { auditLog } from '../../src/server/db/schema/audit-log';
import type {
  ApplicationActionAnswer,
  ApplicationDetail,
  ApplicationsPage,
} from '../../src/shared/answers/applications';
import { APPLICATIONS_PAGE_SIZE } from '../../src/shared/applications';
import { createMember, createSubmissionRecord } from '../fixtures/factories';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 35 item 11: HR's first screen is Applications, filtered by its counters (Stalled and
// Withdrawn among them) and sorted by planned start or last activity; payroll's is 'Ready for
// payroll', the approved hires it has not set up yet, each marked set up with an audited action.

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  const pin = await adminCookie(t.app);
  owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
  payroll = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Pat Payroll', email: 'pat@example.com', role: 'payroll' }),
  );
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });

async function list(query: string, cookie = hr): Promise<ApplicationsPage> {
  const res = await get(`/api/admin/applications${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationsPage>();
}
const emails = (page: ApplicationsPage) => page.applications.map((a) => a.email);

/** An invitation HR sent, as the invitations route stores it. */
const invited = (email: string, extra: Partial<typeof applications.$inferInsert> = {}) => ({
  email,
  fullName: email.split('@')[0]!,
  position: 'Labourer',
  department: 'Civil',
  location: 'Site',
  plannedStartDate: '2027-03-01',
  invitedBy: 'Hana Hr <hana@example.com>',
  invitedAt: at(100),
  tokenSentAt: at(100),
  tokenExpiresAt: new Date(Date.now() + 48 * HOUR),
  createdAt: at(100),
  ...extra,
});

/** A hire who submitted (their own position details) and whom HR approved. */
async function approvedHire(email: string, plannedStartDate: string, lastActiveHoursAgo: number) {
  const member = await createMember(t.deps, {
    email,
    fullName: `Hire ${email.split('@')[0]}`,
    position: 'Formworker',
    location: 'Office',
    plannedStartDate,
  });
  await createSubmissionRecord(t.deps, member, { createdAt: at(lastActiveHoursAgo) });
  const [row] = await db()
    .insert(applications)
    .values({
      email,
      lastActiveAt: at(lastActiveHoursAgo),
      approvedAt: at(lastActiveHoursAgo - 0.5),
      approvedBy: 'Hana Hr <hana@example.com>',
      createdAt: at(90),
    })
    .returning();
  return row!;
}

let approvedA: string;
let approvedB: string;

describe("HR's Applications list", () => {
  beforeAll(async () => {
    await db()
      .insert(applications)
      .values([
        invited('ivy@first.test', { plannedStartDate: '2027-02-01', createdAt: at(10) }),
        // Opened and started, three reminders and no submission: stalled.
        invited('sam@first.test', {
          plannedStartDate: '2027-01-10',
          openedAt: at(80),
          lastActiveAt: at(70),
          remindersSent: 3,
          createdAt: at(20),
        }),
        // Withdrawn before anyone acted on it: not an application, but Withdrawn lists it.
        invited('wes@first.test', { withdrawnAt: at(50), createdAt: at(30) }),
      ]);
    approvedA = (await approvedHire('ada@first.test', '2026-12-14', 5)).id;
    approvedB = (await approvedHire('ben@first.test', '2026-12-14', 1)).id;
  });

  it('answers position, location and planned start date, the hire’s own once saved, else HR’s', async () => {
    const page = await list('?search=first.test');
    expect(page.applications.find((a) => a.email === 'ivy@first.test')).toMatchObject({
      position: 'Labourer',
      location: 'Site',
      plannedStartDate: '2027-02-01',
      withdrawn: false,
    });
    expect(page.applications.find((a) => a.email === 'ada@first.test')).toMatchObject({
      state: 'approved',
      position: 'Formworker',
      location: 'Office',
      plannedStartDate: '2026-12-14',
      readyForPayroll: true,
      payrollSetUpAt: null,
    });
  });

  it('sorts by planned start date (soonest first, the id breaking a tie) and by last activity (latest first)', async () => {
    const byStart = emails(await list('?search=first.test&sort=planned-start'));
    const [tied1, tied2] = [approvedA, approvedB].sort();
    const tiedEmails = [tied1, tied2].map((id) => (id === approvedA ? 'ada@first.test' : 'ben@first.test'));
    expect(byStart).toEqual([...tiedEmails, 'sam@first.test', 'ivy@first.test']);

    const byActivity = emails(await list('?search=first.test&sort=last-active'));
    // Ben was active 1 hour ago, Ada 5, Sam 70; Ivy never (last).
    expect(byActivity).toEqual(['ben@first.test', 'ada@first.test', 'sam@first.test', 'ivy@first.test']);

    const bad = await get('/api/admin/applications?sort=oldest', hr);
    expect(bad.statusCode).toBe(400);
  });

  it('filters Stalled and Withdrawn, and counts them beside the states', async () => {
    const stalled = await list('?state=stalled');
    expect(emails(stalled)).toEqual(['sam@first.test']);
    expect(stalled.applications[0]).toMatchObject({ stalled: true, state: 'in-progress' });
    expect(stalled.total).toBe(1);

    const withdrawn = await list('?state=withdrawn');
    expect(emails(withdrawn)).toEqual(['wes@first.test']);
    expect(withdrawn.applications[0]).toMatchObject({ withdrawn: true, invitationStatus: 'withdrawn' });

    // The withdrawn invitation nobody acted on stays out of All (decision 031).
    const all = await list('');
    expect(emails(all)).not.toContain('wes@first.test');
    expect(all.counts).toMatchObject({
      all: 4,
      invited: 1,
      'in-progress': 1,
      approved: 2,
      stalled: 1,
      withdrawn: 1,
      'ready-for-payroll': 2,
    });
    // The existing states still filter as before.
    expect(emails(await list('?state=invited'))).toEqual(['ivy@first.test']);
    expect((await get('/api/admin/applications?state=gone', hr)).statusCode).toBe(400);

    // A withdrawn invitation's page opens from the Withdrawn filter.
    const detail = await get(`/api/admin/applications/${withdrawn.applications[0]!.id}`, hr);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<ApplicationDetail>().application.withdrawn).toBe(true);
  });

  it('pages stably under each sort: equal keys never repeat or skip a row', async () => {
    const many = Array.from({ length: APPLICATIONS_PAGE_SIZE + 5 }, (_, i) =>
      invited(`same-${String(i).padStart(2, '0')}@paging.test`, {
        plannedStartDate: '2027-06-01',
        openedAt: at(40),
        lastActiveAt: at(40),
        createdAt: at(40),
      }),
    );
    await db().insert(applications).values(many);
    for (const sort of ['planned-start', 'last-active', 'newest']) {
      const one = emails(await list(`?search=paging.test&sort=${sort}`));
      const two = emails(await list(`?search=paging.test&sort=${sort}&page=2`));
      expect(one, sort).toHaveLength(APPLICATIONS_PAGE_SIZE);
      expect(new Set([...one, ...two]).size, sort).toBe(APPLICATIONS_PAGE_SIZE + 5);
    }
  });
});

describe("payroll's Ready for payroll", () => {
  const auditOf = (target: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.payroll-set-up'), eq(auditLog.target, target)));

  it('lists the approved hires not yet set up; marking one (payroll) removes it, audited with the person', async () => {
    const ready = await list('?state=ready-for-payroll&sort=planned-start', payroll);
    expect(emails(ready).sort()).toEqual(['ada@first.test', 'ben@first.test']);

    const marked = await post(`/api/admin/applications/${approvedA}/payroll-set-up`, payroll);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<ApplicationActionAnswer>().application).toMatchObject({
      readyForPayroll: false,
      payrollSetUpBy: 'Pat Payroll <pat@example.com>',
    });
    expect(emails(await list('?state=ready-for-payroll', payroll))).toEqual(['ben@first.test']);
    expect((await list('', payroll)).counts['ready-for-payroll']).toBe(1);
    expect(await auditOf(approvedA)).toEqual([
      expect.objectContaining({ actor: 'Pat Payroll <pat@example.com>' }),
    ]);
    // The application's history says who set it up.
    const detail = (await get(`/api/admin/applications/${approvedA}`, hr)).json<ApplicationDetail>();
    expect(detail.history.at(-1)).toMatchObject({
      kind: 'payroll-set-up',
      actor: 'Pat Payroll <pat@example.com>',
    });

    // Once only; an owner may mark too, and only an approved application.
    const again = await post(`/api/admin/applications/${approvedA}/payroll-set-up`, owner);
    expect(again.statusCode).toBe(409);
    const ownerMarks = await post(`/api/admin/applications/${approvedB}/payroll-set-up`, owner);
    expect(ownerMarks.statusCode, ownerMarks.body).toBe(200);
    const notApproved = (await list('?state=invited')).applications[0]!;
    expect((await post(`/api/admin/applications/${notApproved.id}/payroll-set-up`, payroll)).statusCode).toBe(
      409,
    );
    expect(
      (await post('/api/admin/applications/00000000-0000-4000-8000-000000000000/payroll-set-up', payroll))
        .statusCode,
    ).toBe(404);
  });

  it('a new approval after a resubmission asks payroll again', async () => {
    await db()
      .update(applications)
      .set({ approvedAt: new Date(Date.now() + 1000) })
      .where(eq(applications.id, approvedA));
    expect(emails(await list('?state=ready-for-payroll', payroll))).toEqual(['ada@first.test']);
  });

  it('HR, a hire and nobody may not mark', async () => {
    const hrTries = await post(`/api/admin/applications/${approvedA}/payroll-set-up`, hr);
    expect(hrTries.statusCode).toBe(403);
    const hire = await employeeCookie(t.app, 'ada@first.test');
    expect([401, 403]).toContain(
      (await post(`/api/admin/applications/${approvedA}/payroll-set-up`, hire)).statusCode,
    );
    const nobody = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${approvedA}/payroll-set-up`,
      payload: {},
    });
    expect(nobody.statusCode).toBe(401);
    expect(await auditOf(approvedA)).toHaveLength(1);
  });
});
