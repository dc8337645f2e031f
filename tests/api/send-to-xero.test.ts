import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow, ApplicationsPage } from '../../src/shared/answers/applications';
import type { DeliveriesPage, Delivery } from '../../src/shared/answers/deliveries';
import type { PayrollConnections } from '../../src/shared/answers/payroll';
import type { XeroAuthorizeAnswer } from '../../src/shared/answers/xero-connection';
import { XERO_API, XERO_RETURN_PATH } from '../../src/shared/xero-connection';
import { approvedHire } from '../fixtures/approved-hire';
import { startXeroPayrollPeer } from '../fixtures/payroll-peers';
import { runJobs, type JobOutcome } from '../fixtures/run-jobs';
import { signInStaffTrio } from '../fixtures/staff';
import { adminCookie, createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 41 items 4 and 5 with Xero Payroll AU: once the owner has connected the organisation,
// 'Send to payroll' goes through the same durable queue as Employment Hero's (decision 103) to a
// local peer that answers as Xero does and checks every body against Xero's published model. The
// EmployeeID Xero answers is stored and shown; a second send updates that employee; a refused
// send is retried, and one refused every try shows in Deliveries and is retried from there.

const PUBLIC_URL = 'http://localhost:3000';
const peer = startXeroPayrollPeer({ tenantName: 'Harbour Civil Pty Ltd' });
let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;

beforeAll(async () => {
  const origin = await peer.listen();
  t = await createTestApp(
    {
      PUBLIC_URL,
      XERO_CLIENT_ID: peer.clientId,
      XERO_CLIENT_SECRET: peer.clientSecret,
      XERO_API_URL: origin,
      XERO_IDENTITY_URL: origin,
      XERO_LOGIN_URL: origin,
      JOB_MAX_ATTEMPTS: '2',
      JOB_RETRY_BASE_MS: '10',
    },
    { runJobs: false },
  );
  ({ owner, hr, payroll } = await signInStaffTrio(t, await adminCookie(t.app)));
  await runJobs(t);
});
afterAll(async () => {
  await t?.close();
  await peer.close();
});

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** The owner connects the organisation: Xero's consent screen allows access and sends them back. */
async function connectXero() {
  const started = await send('POST', XERO_API.authorize, owner);
  expect(started.statusCode, started.body).toBe(200);
  const consent = await fetch(started.json<XeroAuthorizeAnswer>().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await send('GET', `${back.pathname}${back.search}`, owner);
  expect(callback.headers.location).toBe(`${XERO_RETURN_PATH}?xero=connected`);
}

const CASUAL = {
  employmentType: 'casual',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  classification: 'CW2',
  payRate: '41.20',
  payRateUnit: 'hourly',
};

/** HR invites with employment details; the hire completes and submits; HR approves. */
async function hire(email: string, fullName: string, taxFileNumber: string): Promise<string> {
  const id = await approvedHire(t, hr, { email, fullName, employment: CASUAL }, { tax: { taxFileNumber } });
  await runJobs(t);
  return id;
}

const sendToXero = (id: string) =>
  send('POST', `/api/admin/applications/${id}/send-to-payroll`, payroll, { system: 'xero' });

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

const sentRow = async (id: string) =>
  (await send('GET', '/api/admin/applications?state=sent-to-payroll', payroll))
    .json<ApplicationsPage>()
    .applications.find((row) => row.id === id);

async function xeroDeliveries(): Promise<Delivery[]> {
  const res = await send('GET', '/api/admin/deliveries?status=all', hr);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeliveriesPage>().deliveries.filter((d) => d.recipient === 'Xero Payroll AU');
}

const employeeWrites = () => peer.received.filter((r) => r.path.startsWith('/payroll.xro/1.0/Employees'));

describe('Send to payroll with Xero Payroll AU', () => {
  let ada: string;

  it('is offered once the owner has connected the organisation', async () => {
    ada = await hire('ada.lovelace@example.com', 'Ada Mary Lovelace', '123456782');
    const before = (await send('GET', '/api/admin/payroll/connections', payroll)).json<PayrollConnections>();
    expect(before.connections.find((c) => c.system === 'xero')).toMatchObject({ connected: false });
    const refused = await sendToXero(ada);
    expect(refused.statusCode).toBe(409);

    await connectXero();
    const after = (await send('GET', '/api/admin/payroll/connections', payroll)).json<PayrollConnections>();
    expect(after.connections.find((c) => c.system === 'xero')).toMatchObject({
      name: 'Xero Payroll AU',
      connected: true,
    });
  });

  it('creates the employee through the queue; the EmployeeID Xero answers is stored and shown', async () => {
    const sent = await sendToXero(ada);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ application: ApplicationRow }>().application.payrollPush).toMatchObject({
      system: 'xero',
      state: 'pending',
    });
    await pushFinished(ada);
    const created = employeeWrites().filter((r) => r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.errors).toEqual([]);
    const [employee] = [...peer.employees.values()];
    expect(employee).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada.lovelace@example.com',
    });
    expect((await sentRow(ada))?.payrollPush).toMatchObject({
      system: 'xero',
      name: 'Xero Payroll AU',
      state: 'sent',
      employeeId: employee!.EmployeeID,
    });
  });

  it('a second send updates the same employee by its EmployeeID, never a second one', async () => {
    expect((await sendToXero(ada)).statusCode).toBe(200);
    await pushFinished(ada);
    const last = employeeWrites().at(-1)!;
    expect(last.path).toBe(
      `/payroll.xro/1.0/Employees/${String([...peer.employees.values()][0]!.EmployeeID)}`,
    );
    expect(peer.employees.size).toBe(1);
  });

  it('one refused every try fails, shows in Deliveries, and HR retries it from there', async () => {
    const bea = await hire('bea.builder@example.com', 'Bea Builder', '876543210');
    peer.failNext(2, 503);
    expect((await sendToXero(bea)).statusCode).toBe(200);
    await pushFinished(bea);
    const failed = (await xeroDeliveries()).find((d) => d.applicant === 'Bea Builder');
    expect(failed).toMatchObject({ what: 'New hire to payroll', state: 'failed', attempts: 2 });
    expect(failed!.lastError).toContain('503');

    const retried = await send('POST', `/api/admin/deliveries/${failed!.id}/retry`, hr);
    expect(retried.statusCode, retried.body).toBe(200);
    await pushFinished(bea);
    expect((await xeroDeliveries()).find((d) => d.applicant === 'Bea Builder')).toMatchObject({
      state: 'delivered',
    });
    expect(peer.employees.size).toBe(2);
    expect((await sentRow(bea))?.payrollPush).toMatchObject({ system: 'xero', state: 'sent' });
  });
});
