import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema/audit-log';
import { EMPLOYMENT_HERO_COLUMNS } from '../../src/server/services/payroll/employment-hero-model';
import employmentHeroModel from '../../src/server/services/payroll/published-models/employment-hero-au-unstructured-employee.schema.json' with { type: 'json' };
import type { ApplicationDetail } from '../../src/shared/answers/applications';
import { EMPLOYMENT_HERO_EXPORT_URL } from '../../src/shared/schemas/payroll-export';
import { SEEDED_DEFAULT_FUND } from '../../src/shared/super-funds/apra-funds';
import { sightedAll, WHITE_CARD } from '../fixtures/sighted-tickets';
import { addAndEnrol, recoverySignIn } from '../fixtures/staff';
import { createCompleteApplication, type TaskOverrides } from '../fixtures/task-factories';
import { adminCookie, createTestApp, employeeCookie, type TestApp } from '../fixtures/test-app';

// Issue 41 item 3: Employment Hero Payroll's employee import file. Read back with a CSV parser,
// it holds one row per approved hire, its columns the published model's names in the model's
// order, each value in the form that system takes, for the three hires the issue names.

const ABN = '51824753556';
let t: TestApp;
let owner: string;
let hr: string;
let payroll: string;

beforeAll(async () => {
  t = await createTestApp({ EMPLOYER_ABN: '51 824 753 556' }, { runJobs: false });
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

const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

const FULL_TIME = {
  employmentType: 'full-time',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  classification: 'CW3',
  hoursPerWeek: '38',
  payRate: '38.50',
  payRateUnit: 'hourly',
  lslNumber: 'LSC-449182',
};

/** The default fund as the super choice screen stores it (withDefaultFund). */
const DEFAULT_FUND = {
  fundChoice: 'cbus',
  fundName: SEEDED_DEFAULT_FUND.name,
  fundABN: SEEDED_DEFAULT_FUND.abn,
  fundUSI: SEEDED_DEFAULT_FUND.usi,
  cbusMemberNumber: '55512345',
};

/** Invited with the employer's side, completed, submitted and approved, as HR and the hire do it. */
async function approvedHire(email: string, employment: object, tasks: TaskOverrides): Promise<string> {
  const invited = await send('POST', '/api/admin/invitations', hr, {
    email,
    fullName: 'Invited Name',
    position: 'Carpenter',
    department: 'Construction',
    location: 'Site',
    plannedStartDate: '2026-12-07',
    employment,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const id = invited.json<{ invitation: { id: string } }>().invitation.id;
  await createCompleteApplication(t.deps, {
    ...tasks,
    member: { email, plannedStartDate: '2026-12-07', ...tasks.member },
    licences: [WHITE_CARD],
  });
  const submitted = await send(
    'POST',
    `/api/submit-application/${encodeURIComponent(email)}`,
    await employeeCookie(t.app, email),
    { isResubmission: false },
  );
  expect(submitted.statusCode, submitted.body).toBe(200);
  const detail = (await send('GET', `/api/admin/applications/${id}`, hr)).json<ApplicationDetail>();
  const approved = await send('POST', `/api/admin/applications/${id}/approve`, hr, sightedAll(detail));
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

/** The columns issue 41 lists, which each hire's row is checked on. */
const LISTED = [
  'FirstName',
  'MiddleName',
  'Surname',
  'DateOfBirth',
  'Gender',
  'ResidentialStreetAddress',
  'ResidentialSuburb',
  'ResidentialState',
  'ResidentialPostCode',
  'EmailAddress',
  'MobilePhone',
  'StartDate',
  'EmploymentType',
  'JobTitle',
  'PaySchedule',
  'PrimaryLocation',
  'Rate',
  'RateUnit',
  'HoursPerWeek',
  'EmploymentAgreement',
  'TaxFileNumber',
  'AustralianResident',
  'ClaimTaxFreeThreshold',
  'StslDebt',
  'HasApprovedWorkingHolidayVisa',
  'DateTaxFileDeclarationSigned',
  'BankAccount1_BSB',
  'BankAccount1_AccountNumber',
  'BankAccount1_AccountName',
  'SuperFund1_ProductCode',
  'SuperFund1_FundName',
  'SuperFund1_MemberNumber',
  'EmergencyContact1_Name',
  'EmergencyContact1_Relationship',
  'EmergencyContact1_ContactNumber',
  'EmployingEntityABN',
  'ExternalId',
] as const;
type Row = Record<string, string>;
const listed = (row: Row | undefined) => Object.fromEntries(LISTED.map((column) => [column, row?.[column]]));

/** What every hire here shares: the member the factory makes, given the same start. */
const SHARED = {
  DateOfBirth: '01/04/1990',
  Gender: 'Male',
  ResidentialStreetAddress: '12 Example Street',
  ResidentialSuburb: 'Parramatta',
  ResidentialState: 'NSW',
  ResidentialPostCode: '2150',
  MobilePhone: '0412 345 678',
  StartDate: '07/12/2026',
  JobTitle: 'Carpenter',
  PrimaryLocation: 'Site',
  DateTaxFileDeclarationSigned: '21/07/2025',
  BankAccount1_BSB: '062000',
  BankAccount1_AccountNumber: '12345678',
  BankAccount1_AccountName: 'A Builder',
  EmergencyContact1_Name: 'Casey Builder',
  EmergencyContact1_ContactNumber: '0498 765 432',
  EmployingEntityABN: ABN,
};

describe('the Employment Hero Payroll import file', () => {
  let tfnHire = '';
  let whmHire = '';
  let smsfHire = '';

  beforeAll(async () => {
    tfnHire = await approvedHire('tess@example.com', FULL_TIME, {
      tax: { title: 'Ms', givenNames: 'Tess Maree', familyName: 'Tfn' },
      superfund: DEFAULT_FUND,
    });
    whmHire = await approvedHire(
      'wim@example.com',
      { ...FULL_TIME, employmentType: 'casual', hoursPerWeek: '', paySchedule: 'fortnightly', lslNumber: '' },
      {
        tax: {
          givenNames: 'Wim',
          familyName: 'Whm',
          taxFileNumber: '',
          tfnExemption: 'applied',
          australianResident: 'working-holiday-maker',
          homeCountry: 'Netherlands',
          claimTaxFreeThreshold: 'no',
          basisOfPayment: 'casual',
        },
        superfund: DEFAULT_FUND,
      },
    );
    smsfHire = await approvedHire(
      'sami@example.com',
      {
        ...FULL_TIME,
        instrument: 'ENTERPRISE_AGREEMENT',
        agreementName: 'Test Builders Enterprise Agreement 2025',
        classification: '',
        payRate: '98000',
        payRateUnit: 'annually',
        paySchedule: 'monthly',
      },
      {
        tax: { givenNames: 'Sami', familyName: 'Smsf', hasHELPDebt: 'yes' },
        member: { emergencyContactRelationship1: '=HYPERLINK("http://example.test","Spouse")' },
        superfund: {
          fundChoice: 'custom',
          isSMSF: 'yes',
          fundName: 'Smsf Family Super Fund',
          fundABN: '12004044937',
          memberNumber: 'SAMI-1',
          accountName: 'Smsf Family SF',
          smsfFundESA: 'ESUPERFUND',
          // Sealed at rest, as the screen stores them.
          smsfBSB: t.deps.cipher.encrypt('062-001'),
          smsfAccountNumber: t.deps.cipher.encrypt('87654321'),
        },
      },
    );
    // Submitted, not approved: not payroll's yet.
    await createCompleteApplication(t.deps, { member: { email: 'waiting@example.com' } });
  });

  const download = async (cookie = payroll) => {
    const res = await send('GET', EMPLOYMENT_HERO_EXPORT_URL, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const rowsOf = (body: string): Row[] => parse(body, { columns: true, skip_empty_lines: true });

  it("has the published model's names as its columns, in the model's order, and one row per approved hire", async () => {
    const res = await download();
    const [header] = parse(res.body, { to_line: 1 }) as string[][];
    expect(header).toEqual(EMPLOYMENT_HERO_COLUMNS);
    const modelOrder = Object.keys(employmentHeroModel.properties);
    expect(header!.map((name) => modelOrder.indexOf(name))).toEqual(
      header!.map((name) => modelOrder.indexOf(name)).sort((a, b) => a - b),
    );
    expect(LISTED.filter((name) => !header!.includes(name))).toEqual([]);
    expect(rowsOf(res.body).map((row) => row.ExternalId)).toEqual(
      expect.arrayContaining([tfnHire, whmHire, smsfHire]),
    );
    expect(rowsOf(res.body)).toHaveLength(3);
  });

  it('carries a hire with a TFN and the default fund in every listed column', async () => {
    const row = rowsOf((await download()).body).find((r) => r.ExternalId === tfnHire);
    expect(listed(row)).toEqual({
      ...SHARED,
      FirstName: 'Tess',
      MiddleName: 'Maree',
      Surname: 'Tfn',
      EmailAddress: 'tess@example.com',
      EmploymentType: 'Full Time',
      PaySchedule: 'Weekly',
      Rate: '38.5',
      RateUnit: 'Hourly',
      HoursPerWeek: '38',
      EmploymentAgreement: 'Building and Construction General On-site Award 2020 [MA000020] CW3',
      TaxFileNumber: '123456782',
      AustralianResident: 'True',
      ClaimTaxFreeThreshold: 'True',
      StslDebt: 'False',
      HasApprovedWorkingHolidayVisa: 'False',
      SuperFund1_ProductCode: 'CBU0100AU',
      SuperFund1_FundName: SEEDED_DEFAULT_FUND.name,
      SuperFund1_MemberNumber: '55512345',
      EmergencyContact1_Relationship: 'Spouse',
      ExternalId: tfnHire,
    });
    expect(row).toMatchObject({
      Title: 'Ms',
      SingleTouchPayroll: 'SalaryAndWages',
      SuperFund1_EmployerNominatedFund: 'True',
      PortableLongServiceLeaveId: 'LSC-449182',
    });
  });

  it("carries a 'TFN applied for' working holiday maker with the ATO's code and their visa", async () => {
    const row = rowsOf((await download()).body).find((r) => r.ExternalId === whmHire);
    expect(listed(row)).toEqual({
      ...SHARED,
      FirstName: 'Wim',
      MiddleName: '',
      Surname: 'Whm',
      EmailAddress: 'wim@example.com',
      EmploymentType: 'Casual',
      PaySchedule: 'Fortnightly',
      Rate: '38.5',
      RateUnit: 'Hourly',
      HoursPerWeek: '',
      EmploymentAgreement: 'Building and Construction General On-site Award 2020 [MA000020] CW3',
      TaxFileNumber: '111111111',
      AustralianResident: 'False',
      ClaimTaxFreeThreshold: 'False',
      StslDebt: 'False',
      HasApprovedWorkingHolidayVisa: 'True',
      SuperFund1_ProductCode: 'CBU0100AU',
      SuperFund1_FundName: SEEDED_DEFAULT_FUND.name,
      SuperFund1_MemberNumber: '55512345',
      EmergencyContact1_Relationship: 'Spouse',
      ExternalId: whmHire,
    });
    expect(row).toMatchObject({
      WorkingHolidayVisaCountry: 'Netherlands',
      SingleTouchPayroll: 'WorkingHolidayMaker',
      PortableLongServiceLeaveId: '',
    });
  });

  it("carries an SMSF member as 'SMSF', and a text a spreadsheet would run is written inert", async () => {
    const row = rowsOf((await download()).body).find((r) => r.ExternalId === smsfHire);
    expect(listed(row)).toEqual({
      ...SHARED,
      FirstName: 'Sami',
      MiddleName: '',
      Surname: 'Smsf',
      EmailAddress: 'sami@example.com',
      EmploymentType: 'Full Time',
      PaySchedule: 'Monthly',
      Rate: '98000',
      RateUnit: 'Annually',
      HoursPerWeek: '38',
      EmploymentAgreement: 'Test Builders Enterprise Agreement 2025',
      TaxFileNumber: '123456782',
      AustralianResident: 'True',
      ClaimTaxFreeThreshold: 'True',
      StslDebt: 'True',
      HasApprovedWorkingHolidayVisa: 'False',
      SuperFund1_ProductCode: 'SMSF',
      SuperFund1_FundName: 'Smsf Family Super Fund',
      SuperFund1_MemberNumber: 'SAMI-1',
      EmergencyContact1_Relationship: `'=HYPERLINK("http://example.test","Spouse")`,
      ExternalId: smsfHire,
    });
    expect(row).toMatchObject({ SuperFund1_EmployerNominatedFund: 'False' });
  });

  it('is a download for payroll and owners, never cached, and audited without a value', async () => {
    const res = await download(owner);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="employment-hero-employees_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await send('GET', EMPLOYMENT_HERO_EXPORT_URL, hr)).statusCode).toBe(403);
    expect((await t.app.inject({ url: EMPLOYMENT_HERO_EXPORT_URL })).statusCode).toBe(401);
    const [audit] = await t.deps.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payroll.download_import_file'),
          eq(auditLog.actor, 'Olive Owner <olive@example.com>'),
        ),
      );
    // Its format and how many hires it held: never a name, a TFN or a bank number.
    expect(audit?.details).toMatchObject({ format: 'employment-hero', state: 'approved', count: 3 });
    const details = JSON.stringify(audit?.details);
    for (const value of ['123456782', '12345678', 'Tess', 'tess@example.com'])
      expect(details).not.toContain(value);
  });

  it('refuses a format or state it does not make', async () => {
    const refused = await send('GET', '/api/admin/payroll-export?format=xero&state=approved', payroll);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { format: expect.stringContaining('employment-hero') } });
    const submitted = await send(
      'GET',
      '/api/admin/payroll-export?format=employment-hero&state=submitted',
      payroll,
    );
    expect(submitted.statusCode).toBe(400);
  });
});
