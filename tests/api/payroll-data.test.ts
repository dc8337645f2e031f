import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPayrollEmployee } from '../../src/server/services/payroll/payroll-employee';
import type { RecordsDelivery } from '../../src/server/services/submission/application-snapshot';
import { recordsBody } from '../../src/server/services/submission/submission-job-handlers';
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { employmentViewSchema } from '../../src/shared/answers/employment';
import { teamMemberResponseSchema } from '../../src/shared/answers/team-member';
import { SEEDED_DEFAULT_FUND } from '../../src/shared/super-funds/apra-funds';
import { ESA_INVALID } from '../../src/shared/super-funds/smsf-esa-aliases';
import { createMember } from '../fixtures/factories';
import { makeHeadshotJpeg } from '../fixtures/make-headshot';
import { makeInitialPng } from '../fixtures/make-initial';
import { memberFields, multipart } from '../fixtures/member-form';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';
import { WHITE_CARD } from '../fixtures/sighted-tickets';

// Issue 41 item 2 (decision 101): payroll's own data, asked of the hire or given by HR, in the
// values payroll keys: first and middle names, the ATO's four genders, a postal address, the
// default fund's USI and an SMSF's listed ESA, the TFN exemption's code, the STP income type.

let t: TestApp;
let hr: string;
let jpeg: Buffer;
let TAX_INITIAL: string;
let SUPER_INITIAL: string;

beforeAll(async () => {
  t = await createTestApp({}, { runJobs: false });
  jpeg = await makeHeadshotJpeg();
  TAX_INITIAL = await makeInitialPng({ width: 400 });
  SUPER_INITIAL = await makeInitialPng({ width: 600 });
  const pin = await adminCookie(t.app);
  const owner = await recoverySignIn(
    t,
    await addAndEnrol(t, pin, { name: 'Olive Owner', email: 'olive@example.com', role: 'owner' }),
  );
  hr = await recoverySignIn(
    t,
    await addAndEnrol(t, owner, { name: 'Hana Hr', email: 'hana@example.com', role: 'hr' }),
  );
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

async function createHire(email: string, overrides: Record<string, string>) {
  const cookie = await employeeCookie(t.app, email);
  const form = multipart(memberFields(email, overrides), {
    name: 'profile.jpg',
    type: 'image/jpeg',
    data: jpeg,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/team-members',
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  return { cookie, res };
}

const declaration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  familyName: 'Citizen',
  givenNames: 'Mary Jane Ann',
  taxFileNumber: '123 456 782',
  tfnExemption: '',
  basisOfPayment: 'full-time',
  australianResident: 'resident',
  claimTaxFreeThreshold: 'yes',
  hasHELPDebt: 'no',
  taxDeclarationSignature: TAX_INITIAL,
  ...overrides,
});

const smsf = (email: string, smsfFundESA: string) => ({
  email,
  fundChoice: 'custom',
  taxFileNumber: '',
  fundName: 'Citizen Family Super Fund',
  fundABN: '51 824 753 556',
  fundAddress: '1 George St, Sydney NSW 2000',
  memberNumber: 'M-1',
  accountName: 'Citizen Family SF',
  isSMSF: 'yes',
  smsfBSB: '062-000',
  smsfAccountNumber: '11223344',
  smsfFundESA,
  superfundSignature: SUPER_INITIAL,
});

const EMPLOYMENT = {
  employmentType: 'full-time',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  classification: 'CW3',
  hoursPerWeek: '38',
  payRate: '38.50',
  payRateUnit: 'hourly',
};

async function invite(email: string, employment: object) {
  const res = await send('POST', '/api/admin/invitations', hr, {
    email,
    fullName: 'Wren Holiday',
    position: 'Labourer',
    department: 'Construction',
    location: 'Site',
    plannedStartDate: '2026-12-07',
    employment,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ invitation: { id: string } }>().invitation.id;
}

describe("the hire's answers payroll keys", () => {
  it("takes the ATO's four genders, Male and Female as they always were", async () => {
    for (const [n, gender] of [
      'Male',
      'Female',
      'Intersex, indeterminate or unspecified',
      'Not stated',
    ].entries()) {
      const { res } = await createHire(`gender-${n}@example.com`, { gender });
      expect(res.statusCode, res.body).toBe(201);
      expect(teamMemberResponseSchema.parse(res.json()).gender).toBe(gender);
    }
    const { res } = await createHire('gender-x@example.com', { gender: 'Other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ gender: 'Please select a gender' });
  });

  it('keeps a postal address only when it is ticked as different, and asks for all of it then', async () => {
    const postal = {
      postalAddressLine: 'PO Box 12',
      postalSuburb: 'Parramatta',
      postalState: 'NSW',
      postalPostcode: '2150',
    };
    const ticked = await createHire('postal@example.com', { postalAddressDifferent: '1', ...postal });
    expect(ticked.res.statusCode, ticked.res.body).toBe(201);
    expect(ticked.res.json()).toMatchObject({ postalAddressDifferent: true, ...postal });

    const unticked = await createHire('no-postal@example.com', postal);
    expect(unticked.res.statusCode, unticked.res.body).toBe(201);
    expect(unticked.res.json()).toMatchObject({ postalAddressDifferent: false, postalAddressLine: '' });

    const half = await createHire('half-postal@example.com', {
      postalAddressDifferent: '1',
      postalAddressLine: 'PO Box 12',
    });
    expect(half.res.statusCode).toBe(400);
    expect(half.res.json().fields).toEqual({
      postalSuburb: 'Postal suburb is required',
      postalState: 'Postal state is required',
      postalPostcode: 'Postal postcode is required',
    });
  });

  it('stores the first and middle names as the hire split their given names, or splits them at the first space', async () => {
    const email = 'names@example.com';
    const cookie = await employeeCookie(t.app, email);
    await createMember(t.deps, { email, fullName: 'Mary Jane Ann Citizen' });
    const confirmed = await send(
      'POST',
      '/api/tax-declarations',
      cookie,
      declaration(email, { firstName: 'Mary Jane', middleName: 'Ann' }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json()).toMatchObject({
      givenNames: 'Mary Jane Ann',
      firstName: 'Mary Jane',
      middleName: 'Ann',
    });

    const mismatch = await send(
      'POST',
      '/api/tax-declarations',
      cookie,
      declaration(email, { firstName: 'Mary', middleName: 'Ann' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({
      middleName: 'Your first and middle names together must be your given names',
    });

    const left = await send('POST', '/api/tax-declarations', cookie, declaration(email));
    expect(left.statusCode, left.body).toBe(201);
    expect(left.json()).toMatchObject({ firstName: 'Mary', middleName: 'Jane Ann' });
  });

  it("records the default fund's USI with OPTION 1", async () => {
    const email = 'option1@example.com';
    const cookie = await employeeCookie(t.app, email);
    await createMember(t.deps, { email });
    const res = await send('POST', '/api/superfund-choices', cookie, {
      email,
      fundChoice: 'cbus',
      taxFileNumber: '',
      superfundSignature: SUPER_INITIAL,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      fundName: SEEDED_DEFAULT_FUND.name,
      fundUSI: SEEDED_DEFAULT_FUND.usi,
    });
  });

  it("refuses an SMSF's ESA that is an email address, at its field, and takes a listed one", async () => {
    const email = 'smsf@example.com';
    const cookie = await employeeCookie(t.app, email);
    await createMember(t.deps, { email });
    const refused = await send('POST', '/api/superfund-choices', cookie, smsf(email, 'mary@example.com'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ smsfFundESA: ESA_INVALID });
    const taken = await send('POST', '/api/superfund-choices', cookie, smsf(email, 'BGLSF360'));
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json()).toMatchObject({ isSMSF: 'yes', smsfFundESA: 'BGLSF360' });
  });
});

describe("payroll's codes in what is sent on", () => {
  it("the records JSON carries the payroll systems' TFN exemption beside the ATO's code", async () => {
    const cases = [
      { exemption: 'applied', payroll: 'PENDING', code: '111111111' },
      { exemption: 'not-quoted', payroll: 'NOTQUOTED', code: '000000000' },
      { exemption: '', payroll: '', code: '' },
    ];
    for (const [n, c] of cases.entries()) {
      const email = `records-${n}@example.com`;
      await createCompleteApplication(t.deps, {
        member: { email },
        tax: c.code ? { taxFileNumber: '', tfnExemption: c.exemption } : {},
        licences: [WHITE_CARD],
      });
      const res = await send(
        'POST',
        `/api/submit-application/${encodeURIComponent(email)}`,
        await employeeCookie(t.app, email),
        { isResubmission: false },
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = JSON.parse(
        (await recordsBody(t.deps, res.json().submissionId as string))!,
      ) as RecordsDelivery;
      expect(body.application.taxDeclaration).toMatchObject({
        tfnCode: c.code,
        payrollTfnExemption: c.payroll,
      });
    }
  });

  it("HR gives the STP income type; one the hire's tax answers do not fit is flagged, and payroll reads HR's", async () => {
    const email = 'wren@example.com';
    const id = await invite(email, { ...EMPLOYMENT, incomeType: 'salary-and-wages' });
    const refused = await send('PUT', `/api/admin/applications/${id}/employment`, hr, {
      ...EMPLOYMENT,
      incomeType: 'seasonal-worker',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['incomeType']);

    await createCompleteApplication(t.deps, {
      member: {
        email,
        fullName: 'Wren Holiday',
        tagAustralianCitizen: false,
        tagVisaCitizen: true,
        visaSubclass: '417',
      },
      tax: { australianResident: 'working-holiday-maker', homeCountry: 'IE' },
      licences: [WHITE_CARD],
    });
    const res = await send(
      'POST',
      `/api/submit-application/${encodeURIComponent(email)}`,
      await employeeCookie(t.app, email),
      { isResubmission: false },
    );
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await send('GET', `/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
    expect(detail.toDos.find((d) => d.id === 'income-type-differs')?.text).toBe(
      'STP income type differs: you report them as salary and wages, but their TFN declaration points to working holiday maker. Check which is right before the first pay is reported to the ATO.',
    );
    const employer = { legalName: 'Example Builders Pty Ltd', abn: '51824753556' };
    const reported = await loadPayrollEmployee(t.deps.database.db, t.deps.cipher, employer, id);
    expect(reported?.incomeType).toBe('salary-and-wages');

    // Left to the tax answers, the working holiday maker is reported as one, and nothing is flagged.
    const saved = await send('PUT', `/api/admin/applications/${id}/employment`, hr, {
      ...EMPLOYMENT,
      incomeType: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(employmentViewSchema.parse(saved.json()).employment?.incomeType).toBe('');
    const after = (await send('GET', `/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
    expect(after.toDos.map((d) => d.id)).not.toContain('income-type-differs');
    expect((await loadPayrollEmployee(t.deps.database.db, t.deps.cipher, employer, id))?.incomeType).toBe(
      'working-holiday-maker',
    );
  });
});
