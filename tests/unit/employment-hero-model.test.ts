import { Ajv2020, type AnySchemaObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  EMPLOYMENT_HERO_COLUMNS,
  toEmploymentHeroEmployee,
} from '../../src/server/services/payroll/employment-hero-model';
import type { PayrollEmployee } from '../../src/server/services/payroll/payroll-employee';
import employmentHeroModel from '../../src/server/services/payroll/published-models/employment-hero-au-unstructured-employee.schema.json' with { type: 'json' };

/**
 * The published model compiled as the local peer compiles it (tests/fixtures/payroll-peers.ts):
 * every object closed, so a field the model does not have is refused, and dates checked as .NET
 * reads them. The create minimum is `$defs.create`.
 */
function compileCreate() {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  addFormats(ajv, ['int32', 'double']);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/);
  const schema = structuredClone(employmentHeroModel) as AnySchemaObject;
  const close = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(close);
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    if (object.properties && object.additionalProperties === undefined) object.additionalProperties = false;
    Object.values(object).forEach(close);
  };
  close(schema);
  ajv.addSchema(schema);
  return ajv.compile({ $ref: `${employmentHeroModel.$id}#/$defs/create` });
}
const validateCreate = compileCreate();

function errorsOf(body: unknown): string[] {
  validateCreate(body);
  return (validateCreate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? e.keyword}`);
}

/** A hire with a TFN, the employer's default fund and the employer's side given by HR. */
function withTfnAndDefaultFund(): PayrollEmployee {
  return {
    externalId: '6f2c1a9e-0000-4000-8000-000000000001',
    title: 'Mr',
    firstName: 'Sam',
    middleName: 'Lee',
    surname: 'Carpenter',
    previousSurname: '',
    dateOfBirth: '1990-04-12',
    gender: 'male',
    email: 'sam@example.test',
    mobile: '+61412345678',
    residentialAddress: { street: '12 Harbour Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
    postalAddress: null,
    startDate: '2026-12-07',
    jobTitle: 'Carpenter',
    department: 'Construction',
    location: 'Barangaroo Tower',
    workState: 'NSW',
    employer: { legalName: 'Example Builders Pty Ltd', abn: '51 824 753 556' },
    employment: {
      employmentType: 'full-time',
      endDate: '',
      paySchedule: 'weekly',
      instrument: 'MA000020',
      agreementName: '',
      classification: 'CW3',
      hoursPerWeek: '38',
      payRate: '38.5025',
      payRateUnit: 'hourly',
      lslNumber: 'NSW-123456',
    },
    longServiceLeave: { scheme: 'icare Building and Construction', number: 'NSW-123456' },
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
    bankAccount: { bsb: '062-000', accountNumber: '12345678', accountName: 'S L Carpenter' },
    super: {
      kind: 'employer-default',
      productCode: 'CBU0100AU',
      fundName: 'Cbus',
      fundAbn: '75493363262',
      memberNumber: '778899',
      smsf: null,
    },
    emergencyContacts: [
      { name: 'Alex Carpenter', relationship: 'Partner', phone: '+61298765432' },
      { name: 'Jo Carpenter', relationship: 'Parent', phone: '+61411222333' },
    ],
  };
}

/** A working holiday maker who has applied for a TFN, on a fixed-term part-time contract. */
function workingHolidayMakerTfnApplied(): PayrollEmployee {
  const base = withTfnAndDefaultFund();
  return {
    ...base,
    externalId: '6f2c1a9e-0000-4000-8000-000000000002',
    title: '',
    firstName: 'Mia',
    middleName: '',
    surname: 'Berg',
    gender: 'female',
    employment: {
      ...base.employment!,
      employmentType: 'fixed-term',
      endDate: '2027-06-30',
      paySchedule: 'fortnightly',
      hoursPerWeek: '24',
    },
    longServiceLeave: null,
    incomeType: 'working-holiday-maker',
    tax: {
      ...base.tax!,
      taxFileNumber: '',
      exemption: 'PENDING',
      tfnCode: '111111111',
      australianResident: false,
      workingHolidayMaker: true,
      homeCountry: 'Sweden',
      claimTaxFreeThreshold: false,
      basisOfPayment: 'part-time',
    },
    super: {
      kind: 'own-fund',
      productCode: 'STA0100AU',
      fundName: 'Australian Retirement Trust',
      fundAbn: '60905115063',
      memberNumber: 'M-1',
      smsf: null,
    },
    emergencyContacts: [{ name: 'Erik Berg', relationship: 'Sibling', phone: '+46701234567' }],
  };
}

/** An SMSF member on an enterprise agreement, paid a salary, with a separate postal address. */
function smsfMember(): PayrollEmployee {
  const base = withTfnAndDefaultFund();
  return {
    ...base,
    externalId: '6f2c1a9e-0000-4000-8000-000000000003',
    gender: 'indeterminate',
    postalAddress: { street: 'PO Box 12', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
    employment: {
      ...base.employment!,
      instrument: 'ENTERPRISE_AGREEMENT',
      agreementName: 'Example Builders Enterprise Agreement 2025',
      classification: '',
      payRate: '98000',
      payRateUnit: 'annually',
      paySchedule: 'monthly',
    },
    super: {
      kind: 'smsf',
      productCode: 'SMSF',
      fundName: 'Carpenter Family Super Fund',
      fundAbn: '12004044937',
      memberNumber: '1',
      smsf: { esa: 'ESUPERFUND', bsb: '062001', accountNumber: '87654321', accountName: 'Carpenter SF' },
    },
  };
}

describe('the Employment Hero Payroll employee model', () => {
  it.each([
    ['a hire with a TFN and the default fund', withTfnAndDefaultFund],
    ["a 'TFN applied for' working holiday maker", workingHolidayMakerTfnApplied],
    ['an SMSF member', smsfMember],
  ])('%s is a valid AuUnstructuredEmployeeModel create body', (_, hire) => {
    const body = toEmploymentHeroEmployee(hire());
    expect(errorsOf(body)).toEqual([]);
    // The check is the closed model: a field it does not have would be refused.
    expect(errorsOf({ ...body, Nickname: 'Sam' })).toEqual([' must NOT have additional properties']);
  });

  it('carries a hire with a TFN and the default fund in the values Employment Hero takes', () => {
    expect(toEmploymentHeroEmployee(withTfnAndDefaultFund())).toEqual({
      ExternalId: '6f2c1a9e-0000-4000-8000-000000000001',
      Title: 'Mr',
      FirstName: 'Sam',
      MiddleName: 'Lee',
      Surname: 'Carpenter',
      DateOfBirth: '1990-04-12',
      Gender: 'Male',
      EmailAddress: 'sam@example.test',
      MobilePhone: '0412 345 678',
      ResidentialStreetAddress: '12 Harbour Street',
      ResidentialSuburb: 'Sydney',
      ResidentialState: 'NSW',
      ResidentialPostCode: '2000',
      StartDate: '2026-12-07',
      EmploymentType: 'Full Time',
      JobTitle: 'Carpenter',
      PaySchedule: 'Weekly',
      PrimaryLocation: 'Barangaroo Tower',
      Rate: 38.5025,
      RateUnit: 'Hourly',
      HoursPerWeek: 38,
      EmploymentAgreement: 'Building and Construction General On-site Award 2020 [MA000020] CW3',
      EmployingEntityABN: '51824753556',
      TaxFileNumber: '123456782',
      AustralianResident: true,
      ClaimTaxFreeThreshold: true,
      StslDebt: false,
      HasApprovedWorkingHolidayVisa: false,
      DateTaxFileDeclarationSigned: '2026-11-28',
      SingleTouchPayroll: 'SalaryAndWages',
      PortableLongServiceLeaveId: 'NSW-123456',
      BankAccount1_BSB: '062000',
      BankAccount1_AccountNumber: '12345678',
      BankAccount1_AccountName: 'S L Carpenter',
      BankAccount1_AllocatedPercentage: 100,
      SuperFund1_ProductCode: 'CBU0100AU',
      SuperFund1_FundName: 'Cbus',
      SuperFund1_MemberNumber: '778899',
      SuperFund1_EmployerNominatedFund: true,
      EmergencyContact1_Name: 'Alex Carpenter',
      EmergencyContact1_Relationship: 'Partner',
      EmergencyContact1_ContactNumber: '(02) 9876 5432',
      EmergencyContact2_Name: 'Jo Carpenter',
      EmergencyContact2_Relationship: 'Parent',
      EmergencyContact2_ContactNumber: '0411 222 333',
    });
  });

  it("gives a 'TFN applied for' working holiday maker the ATO's code, their visa and their STP income type", () => {
    expect(toEmploymentHeroEmployee(workingHolidayMakerTfnApplied())).toMatchObject({
      TaxFileNumber: '111111111',
      AustralianResident: false,
      ClaimTaxFreeThreshold: false,
      HasApprovedWorkingHolidayVisa: true,
      WorkingHolidayVisaCountry: 'Sweden',
      SingleTouchPayroll: 'WorkingHolidayMaker',
      // Employment Hero has no fixed-term type: the contract's hours are the hire's tax answer.
      EmploymentType: 'Part Time',
      PaySchedule: 'Fortnightly',
      HoursPerWeek: 24,
      Gender: 'Female',
      SuperFund1_ProductCode: 'STA0100AU',
      SuperFund1_EmployerNominatedFund: false,
      EmergencyContact1_ContactNumber: '+46 70 123 45 67',
    });
    const body = toEmploymentHeroEmployee(workingHolidayMakerTfnApplied());
    expect(body).not.toHaveProperty('Title');
    expect(body).not.toHaveProperty('MiddleName');
    expect(body).not.toHaveProperty('PortableLongServiceLeaveId');
    expect(body).not.toHaveProperty('EmergencyContact2_Name');
  });

  it("names an SMSF 'SMSF', an enterprise agreement by its name, and a postal address that differs", () => {
    expect(toEmploymentHeroEmployee(smsfMember())).toMatchObject({
      SuperFund1_ProductCode: 'SMSF',
      SuperFund1_FundName: 'Carpenter Family Super Fund',
      SuperFund1_MemberNumber: '1',
      SuperFund1_EmployerNominatedFund: false,
      EmploymentAgreement: 'Example Builders Enterprise Agreement 2025',
      Rate: 98000,
      RateUnit: 'Annually',
      PaySchedule: 'Monthly',
      Gender: 'Unspecified',
      PostalStreetAddress: 'PO Box 12',
      PostalSuburb: 'Parramatta',
      PostalState: 'NSW',
      PostalPostCode: '2150',
    });
  });

  it('leaves out what is not known: no super for a stapled fund, no pay details without the employer side', () => {
    const hire: PayrollEmployee = {
      ...withTfnAndDefaultFund(),
      gender: 'not-stated',
      employment: null,
      super: { kind: 'stapled', productCode: '', fundName: '', fundAbn: '', memberNumber: '', smsf: null },
      tax: { ...withTfnAndDefaultFund().tax!, basisOfPayment: 'casual' },
    };
    const body = toEmploymentHeroEmployee(hire);
    expect(errorsOf(body)).toEqual([]);
    expect(body.EmploymentType).toBe('Casual');
    for (const field of [
      'Gender',
      'PaySchedule',
      'Rate',
      'RateUnit',
      'HoursPerWeek',
      'SuperFund1_ProductCode',
    ])
      expect(body).not.toHaveProperty(field);
  });

  it("lists its columns in the published model's order, each one a field of the model", () => {
    const modelOrder = Object.keys(employmentHeroModel.properties);
    expect(EMPLOYMENT_HERO_COLUMNS.length).toBeGreaterThan(40);
    expect(EMPLOYMENT_HERO_COLUMNS.every((name) => modelOrder.includes(name))).toBe(true);
    const positions = EMPLOYMENT_HERO_COLUMNS.map((name) => modelOrder.indexOf(name));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // Every field the mapper wrote for the fullest hire is a column.
    const written = new Set([
      ...Object.keys(toEmploymentHeroEmployee(withTfnAndDefaultFund())),
      ...Object.keys(toEmploymentHeroEmployee(workingHolidayMakerTfnApplied())),
      ...Object.keys(toEmploymentHeroEmployee(smsfMember())),
    ]);
    expect([...written].filter((name) => !(EMPLOYMENT_HERO_COLUMNS as string[]).includes(name))).toEqual([]);
  });
});
