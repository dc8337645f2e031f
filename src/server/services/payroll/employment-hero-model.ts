import type { BasisOfPayment } from '../../../shared/choice-labels';
import { ENTERPRISE_AGREEMENT, modernAwardOf } from '../../../shared/employment/awards';
import type { PayRateUnit, PaySchedule } from '../../../shared/employment/employment-types';
import { formatAuMobile } from '../../../shared/validators/mobile';
import { formatPhone } from '../../../shared/validators/phone';
import type { PayrollAddress, PayrollEmployee, StpIncomeType } from './payroll-employee';
import employmentHeroModel from './published-models/employment-hero-au-unstructured-employee.schema.json' with { type: 'json' };

// One hire in Employment Hero Payroll's own terms (issue 41 items 3 and 4): its published
// `AuUnstructuredEmployeeModel` (published-models/README.md), the body of its employee endpoint and
// the column names of its employee import file. Only the neutral PayrollEmployee is read.
//
// Where the values come from (none is guessed from the name of a field):
// - Names, JSON types and the enums (SingleTouchPayroll): the stored model.
// - EmploymentType is a string in the model; its values are the vendor's import specification's
//   'Full Time, Part Time, Casual, Labour Hire, Superannuation Income Stream' (the SDK's
//   AuEmploymentTypeEnum spells the same five). RateUnit: the SDK's RateUnitEnum (Hourly, Annually,
//   Fixed, Daily, Monthly, Weekly), of which we pay three. PaySchedule names one of the business's
//   pay schedules; the SDK's AuPayCycleFrequencyEnum names their frequencies Weekly, Fortnightly,
//   Monthly, which is what ours are called. Gender: the import specification's 'Male, Female,
//   Unspecified'; the ATO's 'not stated' is left blank. Title: 'Mr, Mrs, Miss, Ms, Dr'.
// - TaxFileNumber: the TFN, or the ATO's code for the exemption (111111111 applied for, ...),
//   which is what a payroll system keeps in the TFN field and reports to the ATO.
// - Dates: 'YYYY-MM-DD', which the API's .NET DateTime reads (the model's `date-time`).
// - Numbers payroll keys (TFN, BSB, ABN, account number) as digits only; phones as Australians
//   write them ('0412 345 678', '(02) 9726 1234'), a number abroad with its country code.

type EmploymentHeroField = keyof typeof employmentHeroModel.properties;

/** A type whose every key is a field of the published model, or a compile error naming the stray ones. */
type OnlyModelFields<T> = [Exclude<keyof T, EmploymentHeroField>] extends [never]
  ? T
  : { notInThePublishedModel: Exclude<keyof T, EmploymentHeroField> };

export const EMPLOYMENT_HERO_EMPLOYMENT_TYPES = [
  'Full Time',
  'Part Time',
  'Casual',
  'Labour Hire',
  'Superannuation Income Stream',
] as const;
export type EmploymentHeroEmploymentType = (typeof EMPLOYMENT_HERO_EMPLOYMENT_TYPES)[number];
export type EmploymentHeroRateUnit = 'Hourly' | 'Daily' | 'Annually';
export type EmploymentHeroPaySchedule = 'Weekly' | 'Fortnightly' | 'Monthly';
export type EmploymentHeroGender = 'Male' | 'Female' | 'Unspecified';
/** Four of the model's `StpIncomeTypeEnum` values: the income types a hire can have here. */
export type EmploymentHeroStpIncomeType =
  'SalaryAndWages' | 'WorkingHolidayMaker' | 'CloselyHeld' | 'LabourHire';

/** The fields we fill, each in the form Employment Hero Payroll takes; a field we have no value for is absent. */
export type EmploymentHeroEmployee = OnlyModelFields<{
  ExternalId?: string;
  Title?: string;
  FirstName?: string;
  MiddleName?: string;
  Surname?: string;
  PreviousSurname?: string;
  /** 'YYYY-MM-DD'. */
  DateOfBirth?: string;
  Gender?: EmploymentHeroGender;
  EmailAddress?: string;
  MobilePhone?: string;
  ResidentialStreetAddress?: string;
  ResidentialSuburb?: string;
  ResidentialState?: string;
  ResidentialPostCode?: string;
  PostalStreetAddress?: string;
  PostalSuburb?: string;
  PostalState?: string;
  PostalPostCode?: string;
  /** 'YYYY-MM-DD'. */
  StartDate?: string;
  EmploymentType?: EmploymentHeroEmploymentType;
  JobTitle?: string;
  PaySchedule?: EmploymentHeroPaySchedule;
  PrimaryLocation?: string;
  Rate?: number;
  RateUnit?: EmploymentHeroRateUnit;
  HoursPerWeek?: number;
  EmploymentAgreement?: string;
  EmployingEntityABN?: string;
  TaxFileNumber?: string;
  AustralianResident?: boolean;
  ClaimTaxFreeThreshold?: boolean;
  StslDebt?: boolean;
  HasApprovedWorkingHolidayVisa?: boolean;
  WorkingHolidayVisaCountry?: string;
  /** 'YYYY-MM-DD'. */
  DateTaxFileDeclarationSigned?: string;
  SingleTouchPayroll?: EmploymentHeroStpIncomeType;
  PortableLongServiceLeaveId?: string;
  BankAccount1_BSB?: string;
  BankAccount1_AccountNumber?: string;
  BankAccount1_AccountName?: string;
  BankAccount1_AllocatedPercentage?: number;
  /** The fund's USI, or 'SMSF' for a self-managed fund (the model's own description). */
  SuperFund1_ProductCode?: string;
  SuperFund1_FundName?: string;
  SuperFund1_MemberNumber?: string;
  SuperFund1_EmployerNominatedFund?: boolean;
  EmergencyContact1_Name?: string;
  EmergencyContact1_Relationship?: string;
  EmergencyContact1_ContactNumber?: string;
  EmergencyContact2_Name?: string;
  EmergencyContact2_Relationship?: string;
  EmergencyContact2_ContactNumber?: string;
}>;

type FilledField = keyof EmploymentHeroEmployee;

// Every field the mapper can fill, checked both ways by the Record type: the import file's columns.
const FILLED: Record<FilledField, true> = {
  ExternalId: true,
  Title: true,
  FirstName: true,
  MiddleName: true,
  Surname: true,
  PreviousSurname: true,
  DateOfBirth: true,
  Gender: true,
  EmailAddress: true,
  MobilePhone: true,
  ResidentialStreetAddress: true,
  ResidentialSuburb: true,
  ResidentialState: true,
  ResidentialPostCode: true,
  PostalStreetAddress: true,
  PostalSuburb: true,
  PostalState: true,
  PostalPostCode: true,
  StartDate: true,
  EmploymentType: true,
  JobTitle: true,
  PaySchedule: true,
  PrimaryLocation: true,
  Rate: true,
  RateUnit: true,
  HoursPerWeek: true,
  EmploymentAgreement: true,
  EmployingEntityABN: true,
  TaxFileNumber: true,
  AustralianResident: true,
  ClaimTaxFreeThreshold: true,
  StslDebt: true,
  HasApprovedWorkingHolidayVisa: true,
  WorkingHolidayVisaCountry: true,
  DateTaxFileDeclarationSigned: true,
  SingleTouchPayroll: true,
  PortableLongServiceLeaveId: true,
  BankAccount1_BSB: true,
  BankAccount1_AccountNumber: true,
  BankAccount1_AccountName: true,
  BankAccount1_AllocatedPercentage: true,
  SuperFund1_ProductCode: true,
  SuperFund1_FundName: true,
  SuperFund1_MemberNumber: true,
  SuperFund1_EmployerNominatedFund: true,
  EmergencyContact1_Name: true,
  EmergencyContact1_Relationship: true,
  EmergencyContact1_ContactNumber: true,
  EmergencyContact2_Name: true,
  EmergencyContact2_Relationship: true,
  EmergencyContact2_ContactNumber: true,
};

/** The fields we fill, in the published model's order: the import file's header. */
export const EMPLOYMENT_HERO_COLUMNS = (
  Object.keys(employmentHeroModel.properties) as EmploymentHeroField[]
).filter((name): name is FilledField => name in FILLED);

const EMPLOYMENT_TYPE_OF_BASIS: Record<BasisOfPayment, EmploymentHeroEmploymentType> = {
  'full-time': 'Full Time',
  'part-time': 'Part Time',
  casual: 'Casual',
  'labour-hire': 'Labour Hire',
  'super-income-stream': 'Superannuation Income Stream',
};
const PAY_SCHEDULE_OF: Record<PaySchedule, EmploymentHeroPaySchedule> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  monthly: 'Monthly',
};
const RATE_UNIT_OF: Record<PayRateUnit, EmploymentHeroRateUnit> = {
  hourly: 'Hourly',
  daily: 'Daily',
  annually: 'Annually',
};
const STP_OF: Record<StpIncomeType, EmploymentHeroStpIncomeType> = {
  'salary-and-wages': 'SalaryAndWages',
  'working-holiday-maker': 'WorkingHolidayMaker',
  'closely-held': 'CloselyHeld',
  'labour-hire': 'LabourHire',
};
const GENDER_OF: Record<PayrollEmployee['gender'], EmploymentHeroGender | undefined> = {
  male: 'Male',
  female: 'Female',
  indeterminate: 'Unspecified',
  'not-stated': undefined,
};
const TITLES = new Set(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr']);

const isBasis = (value: string): value is BasisOfPayment => value in EMPLOYMENT_TYPE_OF_BASIS;

/**
 * The employer's type decides (decision 099). Employment Hero has no fixed-term type: a fixed-term
 * contract is full-time or part-time, which the hire's tax answer says. Without the employer's
 * side, the tax answer's basis of payment is all there is.
 */
function employmentTypeOf(e: PayrollEmployee): EmploymentHeroEmploymentType | undefined {
  const basis = e.tax?.basisOfPayment ?? '';
  const type = e.employment?.employmentType;
  if (type === 'fixed-term') return basis === 'part-time' ? 'Part Time' : 'Full Time';
  if (type) return EMPLOYMENT_TYPE_OF_BASIS[type];
  return isBasis(basis) ? EMPLOYMENT_TYPE_OF_BASIS[basis] : undefined;
}

/** The award by its title and code, with the classification; an enterprise agreement by its name. */
function agreementOf(employment: NonNullable<PayrollEmployee['employment']>): string {
  if (employment.instrument === ENTERPRISE_AGREEMENT) return employment.agreementName;
  const award = modernAwardOf(employment.instrument);
  const name = award ? `${award.title} [${award.code}]` : employment.instrument;
  return employment.classification ? `${name} ${employment.classification}` : name;
}

const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const digits = (value: string): string | undefined => text(value.replace(/[\s-]/g, ''));
const phone = (value: string): string | undefined => text(value) && formatPhone(value);
const amount = (value: string): number | undefined => (value.trim() === '' ? undefined : Number(value));

function residential(a: PayrollAddress): EmploymentHeroEmployee {
  return {
    ResidentialStreetAddress: text(a.street),
    ResidentialSuburb: text(a.suburb),
    ResidentialState: text(a.state),
    ResidentialPostCode: text(a.postcode),
  };
}

/** Only when it differs from the residential address (null otherwise). */
function postal(a: PayrollAddress | null): EmploymentHeroEmployee {
  if (!a) return {};
  return {
    PostalStreetAddress: text(a.street),
    PostalSuburb: text(a.suburb),
    PostalState: text(a.state),
    PostalPostCode: text(a.postcode),
  };
}

/** Drops the fields with no value, so a body names only what we know. */
function present(record: EmploymentHeroEmployee): EmploymentHeroEmployee {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined),
  ) as EmploymentHeroEmployee;
}

/** The hire as Employment Hero Payroll's `AuUnstructuredEmployeeModel`, in the values it accepts. */
export function toEmploymentHeroEmployee(e: PayrollEmployee): EmploymentHeroEmployee {
  const { employment, tax, bankAccount, super: fund } = e;
  const [contact1, contact2] = e.emergencyContacts;
  const hasFund = fund !== null && fund.productCode !== '';
  return present({
    ExternalId: e.externalId,
    Title: TITLES.has(e.title) ? e.title : undefined,
    FirstName: text(e.firstName),
    MiddleName: text(e.middleName),
    Surname: text(e.surname),
    PreviousSurname: text(e.previousSurname),
    DateOfBirth: text(e.dateOfBirth),
    Gender: GENDER_OF[e.gender],
    EmailAddress: text(e.email),
    MobilePhone: text(e.mobile) && formatAuMobile(e.mobile),
    ...residential(e.residentialAddress),
    ...postal(e.postalAddress),
    StartDate: text(e.startDate),
    EmploymentType: employmentTypeOf(e),
    JobTitle: text(e.jobTitle),
    PaySchedule: employment ? PAY_SCHEDULE_OF[employment.paySchedule] : undefined,
    PrimaryLocation: text(e.location),
    Rate: employment ? amount(employment.payRate) : undefined,
    RateUnit: employment ? RATE_UNIT_OF[employment.payRateUnit] : undefined,
    HoursPerWeek: employment ? amount(employment.hoursPerWeek) : undefined,
    EmploymentAgreement: employment ? text(agreementOf(employment)) : undefined,
    EmployingEntityABN: digits(e.employer.abn),
    TaxFileNumber: tax ? (digits(tax.taxFileNumber) ?? digits(tax.tfnCode)) : undefined,
    AustralianResident: tax?.australianResident,
    ClaimTaxFreeThreshold: tax?.claimTaxFreeThreshold,
    StslDebt: tax?.stslDebt,
    HasApprovedWorkingHolidayVisa: tax?.workingHolidayMaker,
    WorkingHolidayVisaCountry: tax?.workingHolidayMaker ? text(tax.homeCountry) : undefined,
    DateTaxFileDeclarationSigned: tax ? text(tax.signedOn) : undefined,
    SingleTouchPayroll: STP_OF[e.incomeType],
    PortableLongServiceLeaveId: e.longServiceLeave ? text(e.longServiceLeave.number) : undefined,
    BankAccount1_BSB: bankAccount ? digits(bankAccount.bsb) : undefined,
    BankAccount1_AccountNumber: bankAccount ? digits(bankAccount.accountNumber) : undefined,
    BankAccount1_AccountName: bankAccount ? text(bankAccount.accountName) : undefined,
    // One account takes the whole of the pay.
    BankAccount1_AllocatedPercentage: bankAccount ? 100 : undefined,
    // A stapled fund has no product code yet: payroll asks the ATO for it.
    SuperFund1_ProductCode: hasFund ? fund.productCode : undefined,
    SuperFund1_FundName: hasFund ? text(fund.fundName) : undefined,
    SuperFund1_MemberNumber: hasFund ? text(fund.memberNumber) : undefined,
    SuperFund1_EmployerNominatedFund: hasFund ? fund.kind === 'employer-default' : undefined,
    EmergencyContact1_Name: contact1 && text(contact1.name),
    EmergencyContact1_Relationship: contact1 && text(contact1.relationship),
    EmergencyContact1_ContactNumber: contact1 && phone(contact1.phone),
    EmergencyContact2_Name: contact2 && text(contact2.name),
    EmergencyContact2_Relationship: contact2 && text(contact2.relationship),
    EmergencyContact2_ContactNumber: contact2 && phone(contact2.phone),
  });
}
