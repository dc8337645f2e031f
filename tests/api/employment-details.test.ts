import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { employmentViewSchema } from '../../src/shared/answers/employment';
import { myInvitationSchema } from '../../src/shared/answers/applications';
import { sightedAll, WHITE_CARD } from '../fixtures/sighted-tickets';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 41 item 1 (decision 099): the employer's side of the employment, given by HR at
// invitation and changeable until approval; the hire reads it; its type, not the hire's tax
// answer, decides the Fair Work statements, and a tax answer that does not fit it is flagged.

let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;

beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
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

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const CASUAL = {
  employmentType: 'casual',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  classification: 'CW3',
  payRate: '38.50',
  payRateUnit: 'hourly',
  lslNumber: 'LSC-449182',
};

const invitation = (email: string, employment: object | undefined) => ({
  email,
  fullName: 'Cass Casual',
  position: 'Carpenter',
  department: 'Construction',
  location: 'Site',
  plannedStartDate: '2026-12-07',
  ...(employment ? { employment } : {}),
});

async function invite(email: string, employment?: object) {
  const res = await send('POST', '/api/admin/invitations', hr, invitation(email, employment));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ invitation: { id: string; basisOfPayment: string | null; employment: unknown } }>()
    .invitation;
}

const detail = async (id: string) =>
  (await send('GET', `/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();

describe('employment details at invitation', () => {
  it('are refused where the law or the award says so, each at its field', async () => {
    const refused = async (employment: object) => {
      const res = await send(
        'POST',
        '/api/admin/invitations',
        hr,
        invitation('refused@example.com', employment),
      );
      expect(res.statusCode).toBe(400);
      return res.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await refused({ ...CASUAL, employmentType: 'fixed-term', hoursPerWeek: '38' })).toEqual({
      'employment.endDate': 'A fixed-term contract needs its end date',
    });
    expect(await refused({ ...CASUAL, instrument: 'ENTERPRISE_AGREEMENT', classification: '' })).toEqual({
      'employment.agreementName': 'Please name the enterprise agreement',
    });
    expect(await refused({ ...CASUAL, classification: 'CW11' })).toEqual({
      'employment.classification': 'Please choose a classification of this award',
    });
    expect(await refused({ ...CASUAL, employmentType: 'full-time' })).toEqual({
      'employment.hoursPerWeek': 'Ordinary hours a week are required unless the hire is casual',
    });
    expect(await refused({ ...CASUAL, payRate: '-3' })).toEqual({
      'employment.payRate': 'Enter the pay rate in dollars (e.g. 38.50)',
    });
  });

  it("are kept, set the tax form's default, and are shown to the hire read-only with the entity and LSL scheme", async () => {
    const email = 'cass@example.com';
    const invited = await invite(email, CASUAL);
    expect(invited.basisOfPayment).toBe('casual');
    expect(invited.employment).toMatchObject({ ...CASUAL, endDate: '', hoursPerWeek: '', agreementName: '' });

    const hire = await employeeCookie(t.app, email);
    const mine = myInvitationSchema.parse((await send('GET', '/api/me/invitation', hire)).json());
    expect(mine.invitation?.employment).toMatchObject({
      employment: { employmentType: 'casual', classification: 'CW3', payRate: '38.50' },
      lslScheme: { name: 'Long Service Corporation' },
    });
    expect(mine.invitation?.employment?.employingEntity).toMatch(/\S/);
    // The hire reads, never writes, them.
    expect(
      (await send('PUT', `/api/admin/applications/${invited.id}/employment`, hire, CASUAL)).statusCode,
    ).toBe(401);
  });

  it("the employer's type decides the Fair Work statements: a casual gets the CEIS, a fixed-term hire the FTCIS", async () => {
    const casual = await invite('stmt-casual@example.com', CASUAL);
    const fixed = await invite('stmt-fixed@example.com', {
      ...CASUAL,
      employmentType: 'fixed-term',
      endDate: '2027-06-30',
      hoursPerWeek: '38',
    });
    const statements = async (email: string) =>
      (await send('GET', '/api/fair-work-statements', await employeeCookie(t.app, email)))
        .json<{ statements: { statement: string }[] }>()
        .statements.map((s) => s.statement);
    expect(await statements('stmt-casual@example.com')).toEqual(['fwis', 'ceis']);
    expect(await statements('stmt-fixed@example.com')).toEqual(['fwis', 'ftcis']);
    expect(casual.basisOfPayment).toBe('casual');
    // A fixed-term contract is full-time or part-time: the hire answers it; no default.
    expect(fixed.basisOfPayment).toBeNull();
  });

  it("a tax answer that does not fit the employer's type is flagged to HR, not taken over it", async () => {
    const email = 'misfit@example.com';
    const invited = await invite(email, CASUAL);
    // The hire answers full-time on the TFN declaration.
    await createCompleteApplication(t.deps, {
      member: { email, fullName: 'Mia Misfit' },
      tax: { basisOfPayment: 'full-time' },
      licences: [WHITE_CARD],
    });
    const res = await send(
      'POST',
      `/api/submit-application/${encodeURIComponent(email)}`,
      await employeeCookie(t.app, email),
      {
        isResubmission: false,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const flagged = await detail(invited.id);
    expect(flagged.toDos.find((d) => d.id === 'basis-differs')?.text).toBe(
      'Basis of payment differs: you employ them as casual, but their TFN declaration says full-time employment. How they are employed is yours to decide (Fair Work Act s 15A): ask them to correct the tax declaration before the first pay.',
    );
    // The casual statement follows the employer's type, not the tax answer.
    expect(flagged.toDos.map((d) => d.id)).toContain('casual');
    expect(flagged.employment.employment).toMatchObject({ employmentType: 'casual' });
  });

  it('HR changes them until approval (payroll may not; audited by field, in the history); then they are locked', async () => {
    const email = 'change@example.com';
    const invited = await invite(email);
    expect(invited.employment).toBeNull();
    const url = `/api/admin/applications/${invited.id}/employment`;
    const full = {
      ...CASUAL,
      employmentType: 'full-time',
      hoursPerWeek: '38',
      payRate: '1450',
      payRateUnit: 'daily',
    };
    expect((await send('PUT', url, payroll, full)).statusCode).toBe(403);
    const saved = await send('PUT', url, hr, full);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(employmentViewSchema.parse(saved.json()).employment).toMatchObject({
      employmentType: 'full-time',
    });
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.employment'), eq(auditLog.target, invited.id)));
    expect(audit!.details).toMatchObject({ changed: expect.arrayContaining(['employmentType', 'payRate']) });
    expect(JSON.stringify(audit!.details)).not.toContain('1450');
    expect((await detail(invited.id)).history.map((h) => h.kind)).toContain('employment-changed');

    await createCompleteApplication(t.deps, {
      member: { email, fullName: 'Cam Change' },
      licences: [WHITE_CARD],
    });
    const submitted = await send(
      'POST',
      `/api/submit-application/${encodeURIComponent(email)}`,
      await employeeCookie(t.app, email),
      {
        isResubmission: false,
      },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approved = await send(
      'POST',
      `/api/admin/applications/${invited.id}/approve`,
      hr,
      sightedAll(await detail(invited.id)),
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const locked = await send('PUT', url, hr, full);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      error: 'employment_locked',
      message:
        'This application is approved: its employment details are what payroll received and cannot change here.',
    });
  });
});
