import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { payrollConnections } from '../../src/server/db/schema/payroll';
import type {
  ApplicationDetail,
  ApplicationRow,
  ApplicationsPage,
} from '../../src/shared/answers/applications';
import type { DeliveriesPage, Delivery } from '../../src/shared/answers/deliveries';
import type { PayrollConnections } from '../../src/shared/answers/payroll';
import { approvedHire } from '../fixtures/approved-hire';
import { startEmploymentHeroPeer } from '../fixtures/payroll-peers';
import { runJobs, type JobOutcome } from '../fixtures/run-jobs';
import { signInStaffTrio } from '../fixtures/staff';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 41 items 4 and 5 (decision 103): the owner connects Employment Hero Payroll (the key
// sealed, never answered back); payroll sends an approved hire, through the durable queue, to a
// local peer that answers as the real API does and checks every body against the published
// AuUnstructuredEmployeeModel. The employee id it answers is stored and shown, a second send
// updates that employee, a refused send is retried and listed in Deliveries, and a 4xx fails at
// once. The app's worker is off: each test runs the queue (runJobs).

const peer = startEmploymentHeroPeer();
let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;

const MAX_ATTEMPTS = 3;
/** How far the app's clock runs ahead: an owner's sign-in grows old without a wait. */
let offsetMs = 0;

beforeAll(async () => {
  const url = await peer.listen();
  t = await createTestApp(
    { EMPLOYMENT_HERO_API_URL: url, JOB_MAX_ATTEMPTS: String(MAX_ATTEMPTS), JOB_RETRY_BASE_MS: '10' },
    { runJobs: false, clock: () => new Date(Date.now() + offsetMs) },
  );
  ({ owner, hr, payroll } = await signInStaffTrio(t, await adminCookie(t.app)));
  await runJobs(t);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const EMPLOYMENT = {
  employmentType: 'full-time',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  classification: 'CW3',
  hoursPerWeek: '38',
  payRate: '38.50',
  payRateUnit: 'hourly',
};

/**
 * HR invites with the employment details; the hire completes every task and submits; HR approves.
 * Each hire has a TFN of their own: Employment Hero's create matches an existing employee by TFN.
 */
async function hire(email: string, fullName: string, taxFileNumber: string): Promise<string> {
  const id = await approvedHire(
    t,
    hr,
    { email, fullName, employment: EMPLOYMENT },
    { tax: { taxFileNumber } },
  );
  // The approval's emails (payroll's 'ready for payroll' among them) go now.
  await runJobs(t);
  return id;
}

const sendToPayroll = (id: string, cookie = payroll) =>
  send('POST', `/api/admin/applications/${id}/send-to-payroll`, cookie, { system: 'employment-hero' });

async function list(filter: 'ready-for-payroll' | 'sent-to-payroll'): Promise<ApplicationsPage> {
  const res = await send('GET', `/api/admin/applications?state=${filter}`, payroll);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ApplicationsPage>();
}
const rowOf = async (filter: 'ready-for-payroll' | 'sent-to-payroll', id: string) =>
  (await list(filter)).applications.find((row) => row.id === id);

async function payrollDeliveries(): Promise<Delivery[]> {
  const res = await send('GET', '/api/admin/deliveries?status=all', hr);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeliveriesPage>().deliveries.filter((d) => d.channel === 'payroll');
}

/** Runs the queue until the push of `id` has finished (done or failed), retries included. */
const pushFinished = (id: string) =>
  runJobs(t, {
    until: (heard: JobOutcome[]) =>
      heard.some(
        (o) =>
          o.kind === 'payroll.push' &&
          o.payload.applicationId === id &&
          (o.outcome === 'done' || o.outcome === 'failed'),
      ),
  });

const connectionsOf = (res: { json: <T>() => T }) => res.json<PayrollConnections>().connections;

let ada: string;

describe('the Employment Hero connection (owner only)', () => {
  it('is refused to HR and payroll, and a send before it says to connect first', async () => {
    ada = await hire('ada@payroll.test', 'Ada Mary Lovelace', '123456782');
    const body = { apiKey: peer.apiKey, businessId: peer.businessId };
    expect(
      (await send('PUT', '/api/admin/payroll/connections/employment-hero', payroll, body)).statusCode,
    ).toBe(403);
    expect((await send('PUT', '/api/admin/payroll/connections/employment-hero', hr, body)).statusCode).toBe(
      403,
    );
    expect((await send('GET', '/api/admin/payroll/connections', hr)).statusCode).toBe(403);
    const none = await send('GET', '/api/admin/payroll/connections', payroll);
    expect(none.statusCode, none.body).toBe(200);
    expect(connectionsOf(none)).toEqual([
      {
        system: 'employment-hero',
        name: 'Employment Hero Payroll',
        connected: false,
        account: null,
        connectedAt: null,
        connectedBy: null,
      },
      // Xero has a connector too (decision 104); it is not connected in this file.
      expect.objectContaining({ system: 'xero', name: 'Xero Payroll AU', connected: false }),
    ]);
    const early = await sendToPayroll(ada);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'payroll_not_connected',
      message:
        'Employment Hero Payroll is not connected: an owner connects it under Settings, Payroll connections.',
    });
  });

  it('refuses a business id that is not digits, at its field', async () => {
    const res = await send('PUT', '/api/admin/payroll/connections/employment-hero', owner, {
      apiKey: 'key',
      businessId: 'https://evil.example',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      businessId: 'Enter the business id: its digits (e.g. 123456)',
    });
  });

  it("asks an owner signed in over 10 minutes ago for the factors again: where every hire's TFN will go", async () => {
    offsetMs = 11 * 60_000;
    try {
      const stale = await send('PUT', '/api/admin/payroll/connections/employment-hero', owner, {
        apiKey: peer.apiKey,
        businessId: peer.businessId,
      });
      expect(stale.statusCode).toBe(403);
      expect(stale.json()).toMatchObject({ error: 'reauth_required' });
    } finally {
      offsetMs = 0;
    }
  });

  it('keeps the key sealed and never answers it back; audited without it', async () => {
    const res = await send('PUT', '/api/admin/payroll/connections/employment-hero', owner, {
      apiKey: peer.apiKey,
      businessId: peer.businessId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(peer.apiKey);
    expect(connectionsOf(res)).toEqual([
      expect.objectContaining({
        system: 'employment-hero',
        connected: true,
        account: peer.businessId,
        connectedBy: 'Olive Owner <olive@example.com>',
      }),
      expect.objectContaining({ system: 'xero', connected: false }),
    ]);
    const [row] = await t.deps.database.db.select().from(payrollConnections);
    expect(row!.secret).toMatch(/^v\d+:/);
    expect(row!.secret).not.toContain(peer.apiKey);
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payroll.connect'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0])).not.toContain(peer.apiKey);
    // Payroll reads that it is connected, and the business id, to offer the send.
    expect(connectionsOf(await send('GET', '/api/admin/payroll/connections', payroll))[0]).toMatchObject({
      connected: true,
      account: peer.businessId,
    });
  });
});

describe('Send to payroll', () => {
  it('is refused to HR (403) and to a hire (401), and for an application not approved', async () => {
    expect((await sendToPayroll(ada, hr)).statusCode).toBe(403);
    const hire = await employeeCookie(t.app, 'ada@payroll.test');
    expect((await sendToPayroll(ada, hire)).statusCode).toBe(401);
    const invited = await send('POST', '/api/admin/invitations', hr, {
      email: 'not-yet@payroll.test',
      fullName: 'Not Yet',
      position: 'Carpenter',
      department: 'Construction',
      location: 'Site',
      plannedStartDate: '2026-12-07',
    });
    const notYet = invited.json<{ invitation: { applicationId: string } }>().invitation.applicationId;
    const refused = await sendToPayroll(notYet);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'not_approved',
      message: 'Only an approved application can be sent to payroll.',
    });
  });

  it("creates the employee from a body the published model accepts; the id it answers is stored and shown under 'Sent to payroll'", async () => {
    expect(await rowOf('ready-for-payroll', ada)).toMatchObject({ readyForPayroll: true, payrollPush: null });
    const sent = await sendToPayroll(ada);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ application: ApplicationRow }>().application.payrollPush).toMatchObject({
      system: 'employment-hero',
      name: 'Employment Hero Payroll',
      state: 'pending',
      employeeId: null,
    });
    // A second tap while it is under way sends nothing more.
    const again = await sendToPayroll(ada);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'payroll_push_pending' });

    await pushFinished(ada);
    const [create] = peer.received;
    expect(create).toMatchObject({
      method: 'POST',
      path: `/api/v2/business/${peer.businessId}/employee/unstructured`,
      status: 201,
      errors: [],
    });
    expect(create!.body).toMatchObject({
      ExternalId: ada,
      FirstName: 'Ada',
      MiddleName: 'Mary',
      Surname: 'Lovelace',
      EmploymentType: 'Full Time',
      TaxFileNumber: '123456782',
    });
    const [employee] = [...peer.employees.values()];
    expect(employee).toMatchObject({ FirstName: 'Ada', ExternalId: ada });

    expect(await rowOf('ready-for-payroll', ada)).toBeUndefined();
    const shown = await rowOf('sent-to-payroll', ada);
    expect(shown?.payrollPush).toMatchObject({
      system: 'employment-hero',
      name: 'Employment Hero Payroll',
      state: 'sent',
      employeeId: '1001',
      sentAt: expect.any(String),
    });
    expect((await list('sent-to-payroll')).counts['sent-to-payroll']).toBe(1);
    const detail = (await send('GET', `/api/admin/applications/${ada}`, hr)).json<ApplicationDetail>();
    expect(detail.history.find((h) => h.kind === 'sent-to-payroll')).toMatchObject({
      actor: 'Pat Payroll <pat@example.com>',
      message: 'Employment Hero Payroll, employee 1001',
    });
    const audits = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.send-to-payroll'), eq(auditLog.target, ada)));
    expect(audits.map((a) => [a.actor, a.details])).toEqual([
      [
        'Pat Payroll <pat@example.com>',
        expect.objectContaining({ system: 'employment-hero', role: 'payroll' }),
      ],
    ]);
    // Deliveries lists it, as every other delivery, by the hire's name and the system's.
    expect(
      (await payrollDeliveries()).find((d) => d.applicant === 'Ada Mary Lovelace', '123456782'),
    ).toMatchObject({
      what: 'New hire to payroll',
      recipient: 'Employment Hero Payroll',
      state: 'delivered',
      attempts: 1,
    });
  });

  it('a second send (the owner may too) updates the same employee by its id, never a second one', async () => {
    const res = await sendToPayroll(ada, owner);
    expect(res.statusCode, res.body).toBe(200);
    await pushFinished(ada);
    const update = peer.received.at(-1)!;
    expect(update).toMatchObject({
      method: 'PUT',
      path: `/api/v2/business/${peer.businessId}/employee/unstructured/1001`,
      status: 200,
      errors: [],
    });
    expect(peer.employees.size).toBe(1);
    expect((await rowOf('sent-to-payroll', ada))?.payrollPush).toMatchObject({
      state: 'sent',
      employeeId: '1001',
    });
  });

  it('a refused send (503) is retried with backoff and then delivered', async () => {
    const ben = await hire('ben@payroll.test', 'Ben Builder', '123456707');
    peer.failNext(1, 503);
    expect((await sendToPayroll(ben)).statusCode).toBe(200);
    const outcomes = await pushFinished(ben);
    expect(outcomes.filter((o) => o.kind === 'payroll.push').map((o) => o.outcome)).toEqual([
      'retry',
      'done',
    ]);
    expect((await rowOf('sent-to-payroll', ben))?.payrollPush).toMatchObject({
      state: 'sent',
      employeeId: '1002',
    });
    expect((await payrollDeliveries()).find((d) => d.applicant === 'Ben Builder', '123456707')).toMatchObject(
      {
        state: 'delivered',
        attempts: 2,
      },
    );
  });

  it('one refused every try fails, shows in Deliveries and on Ready for payroll, and HR retries it from Deliveries', async () => {
    const cal = await hire('cal@payroll.test', 'Cal Carpenter', '123456715');
    peer.failNext(MAX_ATTEMPTS, 502);
    expect((await sendToPayroll(cal)).statusCode).toBe(200);
    await pushFinished(cal);
    const failed = (await payrollDeliveries()).find((d) => d.applicant === 'Cal Carpenter', '123456715')!;
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      recipient: 'Employment Hero Payroll',
    });
    // The status and a digest of the answer, never its words.
    expect(failed.lastError).toMatch(/^HTTP 502 · sha256:[0-9a-f]{16}$/);
    expect((await rowOf('ready-for-payroll', cal))?.payrollPush).toMatchObject({
      state: 'failed',
      employeeId: null,
    });

    const retried = await send('POST', `/api/admin/deliveries/${failed.id}/retry`, hr);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await rowOf('ready-for-payroll', cal))?.payrollPush?.state).toBe('pending');
    await pushFinished(cal);
    expect((await rowOf('sent-to-payroll', cal))?.payrollPush).toMatchObject({
      state: 'sent',
      employeeId: '1003',
    });
    expect(peer.employees.size).toBe(3);
  });

  it('a 400 fails at once, without a retry; sending again retries that job', async () => {
    const dee = await hire('dee@payroll.test', 'Dee Digger', '123456723');
    peer.failNext(1, 400);
    expect((await sendToPayroll(dee)).statusCode).toBe(200);
    const outcomes = await pushFinished(dee);
    expect(outcomes.filter((o) => o.kind === 'payroll.push').map((o) => o.outcome)).toEqual(['failed']);
    const failed = (await payrollDeliveries()).filter((d) => d.applicant === 'Dee Digger', '123456723');
    expect(failed).toMatchObject([{ state: 'failed', attempts: 1 }]);
    expect(failed[0]!.lastError).toMatch(/^HTTP 400 · sha256:/);
    expect((await rowOf('ready-for-payroll', dee))?.payrollPush?.state).toBe('failed');

    expect((await sendToPayroll(dee)).statusCode).toBe(200);
    await pushFinished(dee);
    // The same delivery, tried again: not a second one.
    expect(
      (await payrollDeliveries()).filter((d) => d.applicant === 'Dee Digger', '123456723'),
    ).toMatchObject([{ id: failed[0]!.id, state: 'delivered' }]);
    expect((await rowOf('sent-to-payroll', dee))?.payrollPush).toMatchObject({
      state: 'sent',
      employeeId: '1004',
    });
  });

  it('a wrong API key (401) fails at once; disconnecting deletes the key', async () => {
    const eve = await hire('eve@payroll.test', 'Eve Electrician', '123456731');
    const reconnect = await send('PUT', '/api/admin/payroll/connections/employment-hero', owner, {
      apiKey: 'not-the-key',
      businessId: peer.businessId,
    });
    expect(reconnect.statusCode, reconnect.body).toBe(200);
    expect((await sendToPayroll(eve)).statusCode).toBe(200);
    const outcomes = await pushFinished(eve);
    expect(outcomes.filter((o) => o.kind === 'payroll.push').map((o) => o.outcome)).toEqual(['failed']);
    expect(
      (await payrollDeliveries()).find((d) => d.applicant === 'Eve Electrician', '123456731')?.lastError,
    ).toMatch(/^HTTP 401/);

    const gone = await send('DELETE', '/api/admin/payroll/connections/employment-hero', owner);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(connectionsOf(gone)[0]).toMatchObject({ connected: false, account: null });
    expect(await t.deps.database.db.select().from(payrollConnections)).toEqual([]);
    expect((await sendToPayroll(eve)).statusCode).toBe(409);
    // Hires sent before keep their employee ids.
    expect((await rowOf('sent-to-payroll', ada))?.payrollPush?.employeeId).toBe('1001');
  });
});
