import type {
  CountryOfResidence,
  Employee,
  EmploymentBasis,
  EmploymentType,
  IncomeType,
  ResidencyStatus,
  State,
  SuperFund,
  SuperFundType,
  TaxDeclaration,
  TaxScaleType,
  TFNExemptionType,
} from 'xero-node/dist/gen/model/payroll-au/models';
import type { AtoGender, PayrollEmployee, PayrollSuper, StpIncomeType } from './payroll-employee';

// A hire as Xero Payroll AU's `Employee` (published-models/xero-payroll-au-employee.schema.json,
// Xero's OpenAPI `xero-payroll-au`), in xero-node's model types: its serializer turns each
// camelCase member into the published name ('tFNExemptionType' → 'TFNExemptionType'). Mapped
// only from the neutral PayrollEmployee (issue 41). A value the hire left blank is left out, not
// sent as '': an update then leaves what payroll typed in Xero alone.

/**
 * xero-node declares its enums as numbers, yet each value is the published string ('NSW', 'M'),
 * which its serializer sends as it is: the published value, typed as xero-node's enum.
 */
const published = <E>(value: string): E => value as unknown as E;

/** Xero's JSON date ('x-is-msdate'): .NET's '/Date(ms+0000)/' of midnight UTC that day. */
export function xeroDate(isoDay: string): string {
  return `/Date(${Date.parse(`${isoDay}T00:00:00Z`)}+0000)/`;
}

const GENDER: Record<AtoGender, Employee.GenderEnum> = {
  male: published('M'),
  female: published('F'),
  indeterminate: published('I'),
  'not-stated': published('N'),
};

const INCOME_TYPE: Record<StpIncomeType, IncomeType> = {
  'salary-and-wages': published('SALARYANDWAGES'),
  'working-holiday-maker': published('WORKINGHOLIDAYMAKER'),
  'closely-held': published('CLOSELYHELDPAYEES'),
  'labour-hire': published('LABOURHIRE'),
};

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

/** ISO 3166-1 alpha-2 codes Xero's CountryOfResidence lists (the model's enum). */
const isIsoCountry = (code: string) => /^[A-Z]{2}$/.test(code);

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The basis of payment (NAT 3092 question 6) in Xero's words: the employer's employment type where
 * it says (Fair Work Act s 15A: theirs to determine), else the hire's tax answer (a fixed-term
 * contract, full or part time; labour hire; an income stream).
 */
function employmentBasis(e: PayrollEmployee): EmploymentBasis | undefined {
  const type = e.employment?.employmentType;
  if (type === 'full-time') return published('FULLTIME');
  if (type === 'part-time') return published('PARTTIME');
  if (type === 'casual') return published('CASUAL');
  const byTaxAnswer: Record<string, string> = {
    'full-time': 'FULLTIME',
    'part-time': 'PARTTIME',
    casual: 'CASUAL',
    'labour-hire': 'LABOURHIRE',
    'super-income-stream': 'SUPERINCOMESTREAM',
  };
  const basis = byTaxAnswer[e.tax?.basisOfPayment ?? ''];
  return basis ? published(basis) : type === 'fixed-term' ? published('FULLTIME') : undefined;
}

function taxDeclaration(e: PayrollEmployee): TaxDeclaration | undefined {
  const tax = e.tax;
  if (!tax) return undefined;
  const residency = tax.workingHolidayMaker
    ? 'WORKINGHOLIDAYMAKER'
    : tax.australianResident
      ? 'AUSTRALIANRESIDENT'
      : 'FOREIGNRESIDENT';
  const scale = tax.workingHolidayMaker
    ? 'WORKINGHOLIDAYMAKER'
    : tax.australianResident
      ? 'REGULAR'
      : 'FOREIGN';
  return {
    employmentBasis: employmentBasis(e),
    ...(tax.taxFileNumber
      ? { taxFileNumber: tax.taxFileNumber }
      : { tFNExemptionType: published<TFNExemptionType>(tax.exemption ?? 'NOTQUOTED') }),
    residencyStatus: published<ResidencyStatus>(residency),
    taxScaleType: published<TaxScaleType>(scale),
    taxFreeThresholdClaimed: tax.claimTaxFreeThreshold,
    // 'HELP, VSL, FS, SSL or TSL': the form's one question, which Xero's one field now asks.
    hasLoanOrStudentDebt: tax.stslDebt,
  };
}

/** The employee's membership of the fund `superFundId` names (looked up or created by USI). */
export function superMembership(e: PayrollEmployee, superFundId: string | null) {
  if (!superFundId || !e.super) return undefined;
  return [{ superFundID: superFundId, employeeNumber: e.super.memberNumber }];
}

/**
 * The hire as Xero's Employee. `superFundId` is the organisation's SuperFundID of the hire's fund
 * (`superFundOf` says which to find or create); null leaves the membership out (a stapled fund,
 * which payroll asks the ATO for, or no super choice).
 */
export function toXeroEmployee(e: PayrollEmployee, superFundId: string | null): Employee {
  const home = e.residentialAddress;
  const whm = e.tax?.workingHolidayMaker === true;
  const country = e.tax?.homeCountry.trim().toUpperCase() ?? '';
  return {
    title: given(e.title),
    firstName: e.firstName,
    middleNames: given(e.middleName),
    lastName: e.surname,
    dateOfBirth: xeroDate(e.dateOfBirth),
    gender: GENDER[e.gender],
    email: given(e.email),
    mobile: given(e.mobile),
    startDate: e.startDate ? xeroDate(e.startDate) : undefined,
    jobTitle: given(e.jobTitle),
    classification: given(e.employment?.classification ?? ''),
    // The live API refuses an employee without a home address ('The Home Address is required').
    homeAddress: {
      addressLine1: home.street,
      city: given(home.suburb),
      region: STATES.includes(home.state) ? published<State>(home.state) : undefined,
      postalCode: given(home.postcode),
      country: 'AUSTRALIA',
    },
    employmentType: published<EmploymentType>('EMPLOYEE'),
    incomeType: INCOME_TYPE[e.incomeType],
    // 'Only applicable, and mandatory if income type is WORKINGHOLIDAYMAKER.'
    countryOfResidence: whm && isIsoCountry(country) ? published<CountryOfResidence>(country) : undefined,
    taxDeclaration: taxDeclaration(e),
    bankAccounts: e.bankAccount
      ? [
          {
            statementText: 'Wages',
            accountName: e.bankAccount.accountName,
            bSB: e.bankAccount.bsb,
            accountNumber: e.bankAccount.accountNumber,
            remainder: true,
          },
        ]
      : undefined,
    superMemberships: superMembership(e, superFundId),
  };
}

/**
 * The fund to find in the organisation's super funds, or to create there: a regulated fund by
 * its USI, a self-managed one by its ABN (with its bank account and electronic service address).
 * Null for a stapled fund (payroll asks the ATO) or a fund without a USI.
 */
export function superFundOf(s: PayrollSuper | null): SuperFund | null {
  if (!s) return null;
  if (s.kind === 'smsf' && s.smsf)
    return {
      type: published<SuperFundType>('SMSF'),
      name: s.fundName,
      aBN: s.fundAbn,
      bSB: s.smsf.bsb,
      accountNumber: s.smsf.accountNumber,
      accountName: s.smsf.accountName,
      electronicServiceAddress: s.smsf.esa,
    };
  if (s.productCode === '' || s.productCode === 'SMSF') return null;
  return { type: published<SuperFundType>('REGULATED'), uSI: s.productCode, name: given(s.fundName) };
}

/** Whether the organisation's fund `existing` is the hire's (same USI, or the same SMSF ABN). */
export function isSameFund(existing: SuperFund, wanted: SuperFund): boolean {
  const norm = (v: string | undefined) => (v ?? '').replace(/\s+/g, '').toUpperCase();
  if (String(wanted.type) === 'SMSF')
    return (
      String(existing.type) === 'SMSF' && norm(existing.aBN) !== '' && norm(existing.aBN) === norm(wanted.aBN)
    );
  return norm(existing.uSI) !== '' && norm(existing.uSI) === norm(wanted.uSI);
}
