import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { staffMembers } from '../../src/server/db/schema/staff';
import { xeroConnection } from '../../src/server/db/schema/xero-connection';
import { PermanentJobError } from '../../src/server/jobs/job-handler';
import { sessionCookieName } from '../../src/server/auth/session-cookie';
import type { PayrollEmployee } from '../../src/server/services/payroll/payroll-employee';
import { xeroConnector } from '../../src/server/services/payroll/xero-connector';
import {
  XERO_NOT_CONNECTED,
  XERO_RECONNECT,
  type XeroGrant,
} from '../../src/server/services/payroll/xero-connection';
import { createSession, STAFF_GRANT_MS } from '../../src/server/services/sessions/session-store';
import type { XeroAuthorizeAnswer, XeroConnectionAnswer } from '../../src/shared/answers/xero-connection';
import { XERO_API, XERO_RETURN_PATH } from '../../src/shared/xero-connection';
import { startXeroPayrollPeer } from '../fixtures/payroll-peers';
import { adminCookie, createTestApp, type TestApp, TEST_OWNER_ACTOR } from '../fixtures/test-app';

// Issue 41 item 4: the owner connects Xero Payroll AU (OAuth 2.0's authorization code flow, through
// xero-node) and 'Send to payroll' creates, then updates, the employee there. Xero's identity
// service, connections and payroll API are a local peer that checks each request as Xero does,
// and every body against Xero's published model.

const PUBLIC_URL = 'http://localhost:3000';
const peer = startXeroPayrollPeer({ tenantName: 'Harbour Civil Pty Ltd' });
let t: TestApp;
let owner: string;

beforeAll(async () => {
  const origin = await peer.listen();
  t = await createTestApp({
    PUBLIC_URL,
    XERO_CLIENT_ID: peer.clientId,
    XERO_CLIENT_SECRET: peer.clientSecret,
    XERO_API_URL: origin,
    XERO_IDENTITY_URL: origin,
    XERO_LOGIN_URL: origin,
  });
  owner = await adminCookie(t.app);
});
afterAll(async () => {
  await t?.close();
  await peer.close();
});

/** A signed-in staff member of `role` (a session of theirs, as after their sign-in). */
async function staffCookie(role: 'payroll' | 'hr', email: string): Promise<string> {
  const { db } = t.deps.database;
  const [person] = await db
    .insert(staffMembers)
    .values({ name: `Staff ${role}`, email, role, enrolledAt: new Date() })
    .returning();
  const { token } = await createSession(db, {
    adminUntil: new Date(Date.now() + STAFF_GRANT_MS),
    staffId: person!.id,
    staffRole: role,
  });
  return `${sessionCookieName(t.deps.env)}=${token}`;
}

const status = async (cookie = owner) =>
  (await t.app.inject({ url: XERO_API.connection, headers: { cookie } })).json<XeroConnectionAnswer>();

/** The owner's browser on Xero's consent screen, allowing access: where Xero sends it back. */
async function consent(cookie: string): Promise<string> {
  const started = await t.app.inject({ method: 'POST', url: XERO_API.authorize, headers: { cookie } });
  expect(started.statusCode).toBe(200);
  const { url } = started.json<XeroAuthorizeAnswer>();
  const answer = await fetch(url, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const back = new URL(answer.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}${XERO_API.callback}`);
  return `${back.pathname}${back.search}`;
}

const callback = (path: string, cookie = owner) => t.app.inject({ url: path, headers: { cookie } });

async function connect() {
  const res = await callback(await consent(owner));
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe(`${XERO_RETURN_PATH}?xero=connected`);
}

async function storedGrant(): Promise<XeroGrant> {
  const [row] = await t.deps.database.db.select().from(xeroConnection);
  return JSON.parse(t.deps.cipher.decrypt(row!.grant)) as XeroGrant;
}

async function storeGrant(grant: XeroGrant) {
  await t.deps.database.db
    .update(xeroConnection)
    .set({ grant: t.deps.cipher.encrypt(JSON.stringify(grant)) });
}

const connector = () => xeroConnector(t.deps);

/** An approved hire as 'Send to payroll' hands them over: TFN, bank account, the default fund. */
function hire(overrides: Partial<PayrollEmployee> = {}): PayrollEmployee {
  return {
    externalId: '5b0c1b1e-4a8e-4c43-9d2f-1f0f3b0e1a11',
    title: 'Ms',
    firstName: 'Nina',
    middleName: 'Jane',
    surname: 'New',
    previousSurname: '',
    dateOfBirth: '1994-03-08',
    gender: 'female',
    email: 'nina@example.com',
    mobile: '+61412345678',
    residentialAddress: { street: '12 Wharf Road', suburb: 'Newcastle', state: 'NSW', postcode: '2300' },
    postalAddress: null,
    startDate: '2026-12-07',
    jobTitle: 'Carpenter',
    department: '',
    location: 'Wharf Road',
    workState: 'NSW',
    employer: { legalName: 'Harbour Civil Pty Ltd', abn: '53004085616' },
    employment: {
      employmentType: 'full-time',
      endDate: '',
      paySchedule: 'weekly',
      instrument: 'MA000020',
      agreementName: '',
      classification: 'CW3',
      hoursPerWeek: '38',
      payRate: '32.50',
      payRateUnit: 'hourly',
      lslNumber: '',
    },
    longServiceLeave: null,
    incomeType: 'salary-and-wages',
    tax: {
      taxFileNumber: '123456782',
      exemption: null,
      tfnCode: '',
      australianResident: true,
      workingHolidayMaker: false,
      homeCountry: '',
      claimTaxFreeThreshold: true,
      stslDebt: false,
      basisOfPayment: 'full-time',
      signedOn: '2026-11-28',
    },
    bankAccount: { bsb: '062000', accountNumber: '12345678', accountName: 'Nina J New' },
    super: {
      kind: 'employer-default',
      productCode: 'CBU0100AU',
      fundName: 'Cbus',
      fundAbn: '75493363262',
      memberNumber: '',
      smsf: null,
    },
    emergencyContacts: [],
    ...overrides,
  };
}

const payrollRequests = () => peer.received.filter((r) => r.path.startsWith('/payroll.xro/'));

describe('connecting Xero', () => {
  it('is the owner’s alone: payroll and HR are refused, a visitor must sign in', async () => {
    const payroll = await staffCookie('payroll', 'pat-xero@example.com');
    const hr = await staffCookie('hr', 'hana-xero@example.com');
    for (const cookie of [payroll, hr]) {
      expect((await t.app.inject({ url: XERO_API.connection, headers: { cookie } })).statusCode).toBe(403);
      const authorize = await t.app.inject({ method: 'POST', url: XERO_API.authorize, headers: { cookie } });
      expect(authorize.statusCode).toBe(403);
      const disconnect = await t.app.inject({
        method: 'DELETE',
        url: XERO_API.connection,
        headers: { cookie },
      });
      expect(disconnect.statusCode).toBe(403);
      expect((await callback(`${XERO_API.callback}?code=x&state=y`, cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: XERO_API.connection })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${XERO_API.callback}?code=x&state=y` })).statusCode).toBe(401);
  });

  it('sends the owner to Xero with the app, the scopes and a state, and comes back connected', async () => {
    expect(await status()).toEqual({
      configured: true,
      connected: false,
      organisationName: null,
      connectedAt: null,
    });
    const started = await t.app.inject({
      method: 'POST',
      url: XERO_API.authorize,
      headers: { cookie: owner },
    });
    const url = new URL(started.json<XeroAuthorizeAnswer>().url);
    expect(url.pathname).toBe('/identity/connect/authorize');
    expect(url.searchParams.get('client_id')).toBe(peer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}${XERO_API.callback}`);
    expect(url.searchParams.get('scope')?.split(' ').sort()).toEqual([
      'offline_access',
      'payroll.employees',
      'payroll.settings',
    ]);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);

    await connect();
    const connected = await status();
    expect(connected).toMatchObject({
      configured: true,
      connected: true,
      organisationName: 'Harbour Civil Pty Ltd',
    });
    expect(connected.connectedAt).not.toBeNull();
    expect(peer.grants.authorizationCode).toBe(1);

    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payroll.connect'));
    expect(audit).toMatchObject({
      actor: TEST_OWNER_ACTOR,
      details: expect.objectContaining({ system: 'xero' }),
    });
    expect(JSON.stringify(audit)).not.toContain('xero-access-');
  });

  it('keeps the tokens and the organisation sealed at rest', async () => {
    const [row] = await t.deps.database.db.select().from(xeroConnection);
    expect(row!.grant).toMatch(/^v\d+:/);
    const grant = await storedGrant();
    expect(grant.tenantId).toBe(peer.tenantId);
    expect(grant.refreshToken).toBe(peer.currentRefreshToken());
    for (const secret of [grant.accessToken, grant.refreshToken, grant.tenantId])
      expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('takes a callback only with the state this session was given, once', async () => {
    const before = peer.grants.authorizationCode;
    // Another state than the one given.
    const forged = (await consent(owner)).replace(/state=[^&]+/, 'state=forged-state-value');
    expect((await callback(forged)).headers.location).toBe(`${XERO_RETURN_PATH}?xero=expired`);
    // The state of another session of the same owner (a link planted in the owner's browser).
    const elsewhere = await adminCookie(t.app);
    const planted = await consent(elsewhere);
    expect((await callback(planted, owner)).headers.location).toBe(`${XERO_RETURN_PATH}?xero=expired`);
    // Its own state, twice: the second is refused.
    const own = await consent(owner);
    expect((await callback(own)).headers.location).toBe(`${XERO_RETURN_PATH}?xero=connected`);
    expect((await callback(own)).headers.location).toBe(`${XERO_RETURN_PATH}?xero=expired`);
    // Only the one good callback exchanged its code.
    expect(peer.grants.authorizationCode).toBe(before + 1);
  });

  it('says so when Xero’s token endpoint fails after the consent, and keeps the connection it had', async () => {
    const grant = await storedGrant();
    const path = await consent(owner);
    peer.failNext(1, 503);
    expect((await callback(path)).headers.location).toBe(`${XERO_RETURN_PATH}?xero=failed`);
    expect(await storedGrant()).toEqual(grant);
    expect((await status()).connected).toBe(true);
  });

  it('says so when the owner does not allow access on Xero’s screen', async () => {
    const path = await consent(owner);
    const state = new URL(path, PUBLIC_URL).searchParams.get('state')!;
    const declined = `${XERO_API.callback}?error=access_denied&state=${encodeURIComponent(state)}`;
    expect((await callback(declined)).headers.location).toBe(`${XERO_RETURN_PATH}?xero=declined`);
  });
});

describe('sending a hire to Xero Payroll AU', () => {
  beforeEach(async () => {
    if (!(await status()).connected) await connect();
  });

  it('creates the employee with the tax declaration, bank account and super membership', async () => {
    const sent = payrollRequests().length;
    const { employeeId } = await connector().push(hire(), null);
    const created = peer.employees.get(employeeId)!;
    // The peer refused nothing: each body fitted Xero's published model.
    expect(
      payrollRequests()
        .slice(sent)
        .map((r) => r.status),
    ).toEqual([200, 200, 200]);
    expect(created).toMatchObject({
      Title: 'Ms',
      FirstName: 'Nina',
      MiddleNames: 'Jane',
      LastName: 'New',
      DateOfBirth: `/Date(${Date.UTC(1994, 2, 8)}+0000)/`,
      StartDate: `/Date(${Date.UTC(2026, 11, 7)}+0000)/`,
      Gender: 'F',
      Email: 'nina@example.com',
      Mobile: '+61412345678',
      JobTitle: 'Carpenter',
      Classification: 'CW3',
      HomeAddress: {
        AddressLine1: '12 Wharf Road',
        City: 'Newcastle',
        Region: 'NSW',
        PostalCode: '2300',
        Country: 'AUSTRALIA',
      },
      EmploymentType: 'EMPLOYEE',
      IncomeType: 'SALARYANDWAGES',
      TaxDeclaration: {
        EmploymentBasis: 'FULLTIME',
        TaxFileNumber: '123456782',
        ResidencyStatus: 'AUSTRALIANRESIDENT',
        TaxScaleType: 'REGULAR',
        TaxFreeThresholdClaimed: true,
        HasLoanOrStudentDebt: false,
      },
      BankAccounts: [
        {
          StatementText: 'Wages',
          AccountName: 'Nina J New',
          BSB: '062000',
          AccountNumber: '12345678',
          Remainder: true,
        },
      ],
    });
    // The default fund, added to the organisation by its USI and named in the membership.
    const [fund] = [...peer.superFunds.values()].filter((f) => f.USI === 'CBU0100AU');
    expect(fund).toMatchObject({ Type: 'REGULATED', USI: 'CBU0100AU' });
    expect(created.SuperMemberships).toEqual([
      { SuperFundID: fund!.SuperFundID, EmployeeNumber: '', SuperMembershipID: expect.any(String) },
    ]);
  });

  it('updates the employee a first push created: a second push never makes another', async () => {
    const { employeeId } = await connector().push(hire(), null);
    const employees = peer.employees.size;
    const funds = peer.superFunds.size;
    const again = await connector().push(
      hire({ mobile: '+61498765432', jobTitle: 'Leading hand' }),
      employeeId,
    );
    expect(again.employeeId).toBe(employeeId);
    expect(peer.employees.size).toBe(employees);
    expect(peer.superFunds.size).toBe(funds);
    expect(peer.employees.get(employeeId)).toMatchObject({
      Mobile: '+61498765432',
      JobTitle: 'Leading hand',
    });
    // The fund is held once: the update named the membership Xero already had.
    expect(peer.employees.get(employeeId)!.SuperMemberships).toHaveLength(1);
    const update = payrollRequests().at(-1)!;
    expect(update.method).toBe('POST');
    expect(update.path).toBe(`/payroll.xro/1.0/Employees/${employeeId}`);
  });

  it('names the working holiday maker’s country and a TFN applied for as Xero spells them', async () => {
    const whm = hire({
      incomeType: 'working-holiday-maker',
      tax: {
        ...hire().tax!,
        taxFileNumber: '',
        exemption: 'PENDING',
        tfnCode: '111111111',
        australianResident: false,
        workingHolidayMaker: true,
        homeCountry: 'IE',
        claimTaxFreeThreshold: false,
      },
    });
    const { employeeId } = await connector().push(whm, null);
    expect(peer.employees.get(employeeId)).toMatchObject({
      IncomeType: 'WORKINGHOLIDAYMAKER',
      CountryOfResidence: 'IE',
      TaxDeclaration: {
        TFNExemptionType: 'PENDING',
        ResidencyStatus: 'WORKINGHOLIDAYMAKER',
        TaxScaleType: 'WORKINGHOLIDAYMAKER',
      },
    });
    expect(peer.employees.get(employeeId)!.TaxDeclaration).not.toHaveProperty('TaxFileNumber');
  });

  it('finds the organisation’s own fund by USI, and adds a self-managed fund with its ESA', async () => {
    const existing = peer.addSuperFund({ Type: 'REGULATED', Name: 'AustralianSuper', USI: 'STA0100AU' });
    const ownFund = hire({
      super: {
        kind: 'own-fund',
        productCode: 'STA0100AU',
        fundName: 'AustralianSuper',
        fundAbn: '65714394898',
        memberNumber: '778899',
        smsf: null,
      },
    });
    const funds = peer.superFunds.size;
    const first = await connector().push(ownFund, null);
    expect(peer.superFunds.size).toBe(funds);
    expect(peer.employees.get(first.employeeId)!.SuperMemberships).toEqual([
      { SuperFundID: existing, EmployeeNumber: '778899', SuperMembershipID: expect.any(String) },
    ]);

    const smsf = hire({
      super: {
        kind: 'smsf',
        productCode: 'SMSF',
        fundName: 'New Family Super Fund',
        fundAbn: '53004085616',
        memberNumber: 'NN01',
        smsf: {
          esa: 'ESASUPER',
          bsb: '062001',
          accountNumber: '87654321',
          accountName: 'New Family Super Fund',
        },
      },
    });
    const second = await connector().push(smsf, null);
    const [added] = [...peer.superFunds.values()].filter((f) => f.Type === 'SMSF');
    expect(added).toMatchObject({
      Name: 'New Family Super Fund',
      ABN: '53004085616',
      BSB: '062001',
      AccountNumber: '87654321',
      AccountName: 'New Family Super Fund',
      ElectronicServiceAddress: 'ESASUPER',
    });
    expect(peer.employees.get(second.employeeId)!.SuperMemberships).toEqual([
      { SuperFundID: added!.SuperFundID, EmployeeNumber: 'NN01', SuperMembershipID: expect.any(String) },
    ]);
  });

  it('leaves a stapled fund out: payroll asks the ATO for it', async () => {
    const stapled = hire({
      super: { kind: 'stapled', productCode: '', fundName: '', fundAbn: '', memberNumber: '', smsf: null },
    });
    const { employeeId } = await connector().push(stapled, null);
    expect(peer.employees.get(employeeId)).not.toHaveProperty('SuperMemberships');
  });

  it('fails for good on a refusal (400, 403, 404) without the answer’s text, and retries 429 and 5xx', async () => {
    const tfn = hire().tax!.taxFileNumber;
    peer.failNext(1, 400);
    const refused = await connector()
      .push(hire(), null)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PermanentJobError);
    expect((refused as Error).message).toMatch(/HTTP 400 \(body sha256:[0-9a-f]{16}\)$/);
    expect((refused as Error).message).not.toContain('test peer');
    expect((refused as Error).message).not.toContain(tfn);

    // An employee id Xero does not know (deleted there): no retry can change it.
    const unknown = await connector()
      .push(hire(), '0d8f7c2e-95a4-4a51-bd29-3e2f4ad2b6c1')
      .catch((err: unknown) => err);
    expect(unknown).toBeInstanceOf(PermanentJobError);
    expect((unknown as Error).message).toContain('HTTP 404');

    for (const code of [429, 503]) {
      peer.failNext(1, code);
      const busy = await connector()
        .push(hire(), null)
        .catch((err: unknown) => err);
      expect(busy).toBeInstanceOf(Error);
      expect(busy).not.toBeInstanceOf(PermanentJobError);
      expect((busy as Error).message).toContain(`HTTP ${code}`);
    }
  });

  it('refreshes a spent access token before the push, and keeps Xero’s new pair', async () => {
    const grant = await storedGrant();
    await storeGrant({ ...grant, expiresAt: Date.now() - 1000 });
    const refreshes = peer.grants.refreshToken;
    const sent = payrollRequests().length;
    await connector().push(hire(), null);
    expect(peer.grants.refreshToken).toBe(refreshes + 1);
    // No request went out with the spent token.
    expect(
      payrollRequests()
        .slice(sent)
        .every((r) => r.status === 200),
    ).toBe(true);
    const fresh = await storedGrant();
    expect(fresh.refreshToken).toBe(peer.currentRefreshToken());
    expect(fresh.refreshToken).not.toBe(grant.refreshToken);
    expect(fresh.expiresAt).toBeGreaterThan(Date.now());
  });

  it('refreshes once when Xero answers 401 to a token it has stopped taking', async () => {
    peer.expireAccessTokens();
    const refreshes = peer.grants.refreshToken;
    const sent = payrollRequests().length;
    const { employeeId } = await connector().push(hire(), null);
    expect(peer.employees.has(employeeId)).toBe(true);
    expect(peer.grants.refreshToken).toBe(refreshes + 1);
    expect(payrollRequests().slice(sent)[0]!.status).toBe(401);
  });

  it('retries when Xero’s token endpoint is down, and refreshes on the next try', async () => {
    const grant = await storedGrant();
    await storeGrant({ ...grant, expiresAt: Date.now() - 1000 });
    peer.failNext(1, 503);
    const busy = await connector()
      .push(hire(), null)
      .catch((err: unknown) => err);
    expect(busy).toBeInstanceOf(Error);
    expect(busy).not.toBeInstanceOf(PermanentJobError);
    expect((busy as Error).message).toContain('HTTP 503');
    // The stored grant was kept: the next try refreshes it and goes through.
    expect((await storedGrant()).refreshToken).toBe(grant.refreshToken);
    const { employeeId } = await connector().push(hire(), null);
    expect(peer.employees.has(employeeId)).toBe(true);
  });

  it('asks the owner to connect again when Xero refuses the refresh token', async () => {
    const grant = await storedGrant();
    await storeGrant({ ...grant, refreshToken: 'a-revoked-refresh-token', expiresAt: Date.now() - 1000 });
    const refused = await connector()
      .push(hire(), null)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PermanentJobError);
    expect((refused as Error).message).toBe(XERO_RECONNECT);
    await storeGrant(grant);
  });

  it('disconnects: Xero forgets the connection and the grant, and so does the app', async () => {
    const revoked = peer.grants.revoked;
    const res = await t.app.inject({
      method: 'DELETE',
      url: XERO_API.connection,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<XeroConnectionAnswer>()).toMatchObject({ configured: true, connected: false });
    expect(peer.isConnected()).toBe(false);
    expect(peer.grants.revoked).toBe(revoked + 1);
    expect(await t.deps.database.db.select().from(xeroConnection)).toEqual([]);
    const audit = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll.disconnect'), eq(auditLog.actor, TEST_OWNER_ACTOR)));
    expect(audit).toHaveLength(1);

    const xero = connector();
    expect(await xero.isConnected()).toBe(false);
    const refused = await xero.push(hire(), null).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PermanentJobError);
    expect((refused as Error).message).toBe(XERO_NOT_CONNECTED);
  });
});
