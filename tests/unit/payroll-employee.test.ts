import { describe, expect, it } from 'vitest';
import { payrollEmployeeOf, type PayrollSource } from '../../src/server/services/payroll/payroll-employee';
import type { ApplicationSnapshot } from '../../src/server/services/submission/application-snapshot';
import type { EmploymentDetails } from '../../src/shared/schemas/employment';

// The neutral PayrollEmployee each payroll system maps (issue 41 item 2): three hires as the
// issue names them, built from their submissions' snapshots and the employer's side.

const evidence = {
  signatureFileId: 'f1',
  signedAt: '2026-11-20T00:00:00.000Z',
  signedIp: null,
  signedUserAgent: null,
};

const PERSONAL = {
  fullName: 'Mary Jane Citizen',
  mobile: '0412345678',
  gender: 'Female',
  dateOfBirth: '1990-03-04',
  addrsHouseNumber: '12',
  addrsStreetName: 'Example Street',
  addrsSuburb: 'Geelong',
  addrsState: 'VIC',
  addrsPostcode: '3220',
  postalAddressDifferent: false,
  postalAddressLine: '',
  postalSuburb: '',
  postalState: '',
  postalPostcode: '',
  emergencyContactName1: 'John Citizen',
  emergencyContactMobile1: '0412000111',
  emergencyContactRelationship1: 'Spouse',
  emergencyContactName2: '',
  emergencyContactMobile2: '',
  emergencyContactRelationship2: '',
  bankBSB: '062-000',
  bankAccountNumber: '12345678',
  bankAccountName: 'Mary Citizen',
  position: 'Carpenter',
  department: 'Construction',
  location: 'Geelong Yard',
  workState: 'VIC',
  plannedStartDate: '2026-12-07',
};

const TAX = {
  title: 'Ms',
  familyName: 'Citizen',
  givenNames: 'Mary Jane',
  firstName: 'Mary Jane',
  middleName: '',
  homeCountry: '',
  taxFileNumber: '123456782',
  tfnExemption: '',
  basisOfPayment: 'full-time',
  australianResident: 'resident',
  claimTaxFreeThreshold: 'yes',
  hasHELPDebt: 'no',
  previousFamilyName: '',
  taxDeclarationDate: '2026-11-20',
};

const SUPER = {
  fundChoice: 'cbus',
  taxFileNumber: '',
  cbusMemberNumber: '9001234',
  fundName: 'Cbus',
  fundAddress: '',
  memberNumber: '',
  accountName: '',
  fundABN: '75493363262',
  fundUSI: 'CBU0100AU',
  fundPhoneNumber: '',
  isSMSF: 'no',
  smsfBSB: '',
  smsfAccountNumber: '',
  smsfFundESA: '',
};

const EMPLOYMENT: EmploymentDetails = {
  employmentType: 'full-time',
  endDate: '',
  paySchedule: 'weekly',
  instrument: 'MA000020',
  agreementName: '',
  classification: 'CW3',
  hoursPerWeek: '38',
  payRate: '32.5',
  payRateUnit: 'hourly',
  lslNumber: 'CL-77',
  incomeType: '',
};

function source(over: {
  personal?: object;
  tax?: object | null;
  superfund?: object;
  employment?: Partial<EmploymentDetails>;
  defaultFund?: PayrollSource['defaultFund'];
}): PayrollSource {
  const snapshot = {
    memberId: 'm1',
    email: 'mary@example.com',
    fullName: 'Mary Jane Citizen',
    personal: { ...PERSONAL, ...over.personal },
    personalEvidence: evidence,
    workplaceBehaviour: null,
    medicalDeclaration: null,
    taxDeclaration: over.tax === null ? null : { ...TAX, ...over.tax, ...evidence },
    superfundChoice: { ...SUPER, ...over.superfund, ...evidence },
    confidentialityAgreement: null,
  } as unknown as ApplicationSnapshot;
  return {
    applicationId: 'app-1',
    snapshot,
    employment: { ...EMPLOYMENT, ...over.employment },
    employer: { legalName: 'Example Builders Pty Ltd', abn: '51824753556' },
    siteState: 'VIC',
    defaultFund: over.defaultFund,
  };
}

describe("the hire as payroll needs them, in payroll's codes", () => {
  it('a hire with a TFN and the default fund: the confirmed first name, the fund USI recorded with the choice, a postal address', () => {
    const e = payrollEmployeeOf(
      source({
        personal: {
          postalAddressDifferent: true,
          postalAddressLine: 'PO Box 12',
          postalSuburb: 'Geelong',
          postalState: 'VIC',
          postalPostcode: '3220',
        },
      }),
    );
    expect(e).toMatchObject({
      externalId: 'app-1',
      title: 'Ms',
      firstName: 'Mary Jane',
      middleName: '',
      surname: 'Citizen',
      gender: 'female',
      residentialAddress: { street: '12 Example Street', suburb: 'Geelong', state: 'VIC', postcode: '3220' },
      postalAddress: { street: 'PO Box 12', suburb: 'Geelong', state: 'VIC', postcode: '3220' },
      workState: 'VIC',
      incomeType: 'salary-and-wages',
      longServiceLeave: { number: 'CL-77' },
      bankAccount: { bsb: '062-000', accountNumber: '12345678', accountName: 'Mary Citizen' },
    });
    expect(e.tax).toMatchObject({
      taxFileNumber: '123456782',
      exemption: null,
      tfnCode: '',
      australianResident: true,
    });
    expect(e.super).toEqual({
      kind: 'employer-default',
      productCode: 'CBU0100AU',
      fundName: 'Cbus',
      fundAbn: '75493363262',
      memberNumber: '9001234',
      smsf: null,
    });
  });

  it("a 'TFN applied for' working holiday maker: PENDING, the WHM income type from the tax answers, the default fund's USI from settings for a choice that named none", () => {
    const e = payrollEmployeeOf(
      source({
        personal: { gender: 'Not stated' },
        tax: {
          firstName: '',
          middleName: '',
          givenNames: 'Kim Anh',
          taxFileNumber: '',
          tfnExemption: 'applied',
          australianResident: 'working-holiday-maker',
          homeCountry: 'IE',
          claimTaxFreeThreshold: 'no',
        },
        superfund: { fundName: '', fundABN: '', fundUSI: '', cbusMemberNumber: '' },
        defaultFund: { kind: 'apra', name: 'Cbus', abn: '75493363262', usi: 'CBU0100AU' },
      }),
    );
    // Given names stored before the split was asked are split at the first space.
    expect(e).toMatchObject({
      firstName: 'Kim',
      middleName: 'Anh',
      gender: 'not-stated',
      postalAddress: null,
    });
    expect(e.incomeType).toBe('working-holiday-maker');
    expect(e.tax).toMatchObject({
      taxFileNumber: '',
      exemption: 'PENDING',
      tfnCode: '111111111',
      australianResident: false,
      workingHolidayMaker: true,
      homeCountry: 'IE',
    });
    expect(e.super).toMatchObject({ kind: 'employer-default', productCode: 'CBU0100AU', fundName: 'Cbus' });
  });

  it("an SMSF member: 'SMSF' with its ABN, bank account and the ESA as its provider spells it; HR's income type wins", () => {
    const e = payrollEmployeeOf(
      source({
        personal: { gender: 'Intersex, indeterminate or unspecified' },
        tax: { tfnExemption: '', taxFileNumber: '', basisOfPayment: 'part-time' },
        superfund: {
          fundChoice: 'custom',
          cbusMemberNumber: '',
          fundName: 'Citizen Family Super Fund',
          fundABN: '51824753556',
          fundUSI: '',
          memberNumber: 'M1',
          accountName: 'Citizen Family SF',
          isSMSF: 'yes',
          smsfBSB: '033-099',
          smsfAccountNumber: '00004321',
          smsfFundESA: 'SMSFDataFlow',
        },
        employment: { incomeType: 'closely-held' },
      }),
    );
    expect(e.gender).toBe('indeterminate');
    expect(e.incomeType).toBe('closely-held');
    expect(e.tax).toMatchObject({ exemption: 'NOTQUOTED', tfnCode: '000000000' });
    expect(e.super).toEqual({
      kind: 'smsf',
      productCode: 'SMSF',
      fundName: 'Citizen Family Super Fund',
      fundAbn: '51824753556',
      memberNumber: 'M1',
      smsf: {
        esa: 'smsfdataflow',
        bsb: '033-099',
        accountNumber: '00004321',
        accountName: 'Citizen Family SF',
      },
    });
  });

  it("maps each of the four genders and each reason for no TFN to payroll's values", () => {
    const gender = (g: string) => payrollEmployeeOf(source({ personal: { gender: g } })).gender;
    expect(['Male', 'Female', 'Intersex, indeterminate or unspecified', 'Not stated'].map(gender)).toEqual([
      'male',
      'female',
      'indeterminate',
      'not-stated',
    ]);
    const exemption = (tfnExemption: string) =>
      payrollEmployeeOf(source({ tax: { taxFileNumber: '', tfnExemption } })).tax?.exemption;
    expect(['not-quoted', 'applied', 'pension', 'under18', ''].map(exemption)).toEqual([
      'NOTQUOTED',
      'PENDING',
      'PENSIONER',
      'UNDER18',
      'NOTQUOTED',
    ]);
  });

  it('an employer default fund that is an SMSF is reported as one, and labour hire as its income type', () => {
    const e = payrollEmployeeOf(
      source({
        tax: { basisOfPayment: 'labour-hire' },
        superfund: {
          fundName: '',
          fundABN: '',
          fundUSI: '',
        },
        defaultFund: {
          kind: 'smsf',
          name: 'Staff SMSF',
          abn: '51824753556',
          esa: 'BGLSF360',
          bsb: '062-000',
          accountNumber: '11223344',
          accountName: 'Staff SMSF',
        },
      }),
    );
    expect(e.incomeType).toBe('labour-hire');
    expect(e.super).toMatchObject({
      kind: 'employer-default',
      productCode: 'SMSF',
      smsf: { esa: 'BGLSF360', bsb: '062-000', accountNumber: '11223344', accountName: 'Staff SMSF' },
    });
  });
});
