import { eq } from 'drizzle-orm';
import { type PayrollTfnExemption, payrollTfnExemption, tfnCode } from '../../../shared/choice-labels';
import { incomeTypeFromTax, type StpIncomeType } from '../../../shared/employment/employment-types';
import { lslSchemeFor } from '../../../shared/employment/lsl-schemes';
import type { Gender } from '../../../shared/schemas/basic-info';
import type { DefaultFund } from '../../../shared/schemas/employer-settings';
import type { EmploymentDetails } from '../../../shared/schemas/employment';
import { AU_STATES, type AuState } from '../../../shared/schemas/site';
import { splitGivenNames } from '../../../shared/schemas/tax-declaration';
import { listedEsa } from '../../../shared/super-funds/smsf-esa-aliases';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { sites } from '../../db/schema/sites';
import { submissionRecords } from '../../db/schema/submission-records';
import type { Cipher } from '../crypto/cipher';
import { latestSubmissionId } from '../applications/latest-submission';
import type { ApplicationSnapshot } from '../submission/application-snapshot';
import { openSnapshot } from '../submission/load-submission';

// One approved hire as payroll needs them (issue 41), in neutral payroll terms: the Employment
// Hero import file, the Employment Hero push and the Xero push each map THIS, never the
// application's own tables, so a field payroll needs is added here once.

/** The ATO's four gender values (STP Phase 2: M, F, I (intersex, indeterminate or unspecified), N (not stated)). */
export const ATO_GENDERS = ['male', 'female', 'indeterminate', 'not-stated'] as const;
export type AtoGender = (typeof ATO_GENDERS)[number];

/** Why a declaration has no TFN, in the payroll systems' words (shared with the records JSON). */
export { PAYROLL_TFN_EXEMPTIONS, type PayrollTfnExemption } from '../../../shared/choice-labels';

/** The Single Touch Payroll income type the employer reports the hire's pay under (the employment details'). */
export { STP_INCOME_TYPES, type StpIncomeType } from '../../../shared/employment/employment-types';

/** Given names split at the first space (the hire confirms the split on the tax declaration). */
export { splitGivenNames } from '../../../shared/schemas/tax-declaration';

export interface PayrollAddress {
  /** The street line: number and street. */
  street: string;
  suburb: string;
  state: string;
  postcode: string;
}

export interface PayrollTax {
  /** Nine digits, or '' when the hire gave none (see `exemption`). */
  taxFileNumber: string;
  /** Why there is no TFN; null when one was given. */
  exemption: PayrollTfnExemption | null;
  /** The code STP reports in place of a missing TFN ('111111111', ...); '' with a TFN. */
  tfnCode: string;
  australianResident: boolean;
  workingHolidayMaker: boolean;
  /** The working holiday maker's home country, as the hire gave it; ''. */
  homeCountry: string;
  claimTaxFreeThreshold: boolean;
  /** A study and training support loan (HELP, VSL, SFSS, SSL, TSL) debt. */
  stslDebt: boolean;
  /** NAT 3092 question 6 as stored ('full-time', 'casual', ...). */
  basisOfPayment: string;
  /** 'YYYY-MM-DD': the day the hire signed the declaration. */
  signedOn: string;
}

export interface PayrollSuper {
  kind: 'employer-default' | 'own-fund' | 'smsf' | 'stapled';
  /** The fund's USI; 'SMSF' for a self-managed fund; '' when stapled (payroll asks the ATO). */
  productCode: string;
  fundName: string;
  fundAbn: string;
  memberNumber: string;
  /** An SMSF's electronic service address (as its provider spells it) and bank account; null otherwise. */
  smsf: { esa: string; bsb: string; accountNumber: string; accountName: string } | null;
}

export interface PayrollEmployee {
  /** The application's id: what each payroll system keeps as its external id. */
  externalId: string;
  title: string;
  firstName: string;
  middleName: string;
  surname: string;
  previousSurname: string;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string;
  gender: AtoGender;
  email: string;
  mobile: string;
  residentialAddress: PayrollAddress;
  /** Null: the postal address is the residential one. */
  postalAddress: PayrollAddress | null;
  /** 'YYYY-MM-DD': the planned start date. */
  startDate: string;
  jobTitle: string;
  department: string;
  /** The site's name: payroll's location. */
  location: string;
  /** The site's state, the work state ('NSW', ...); '' when the site is unknown. */
  workState: AuState | '';
  /** The employing entity as settings name it. */
  employer: { legalName: string; abn: string };
  /** The employer's side, given by HR (decision 099); null for an application without it. */
  employment: EmploymentDetails | null;
  /** The portable long service leave scheme of the work state, and the hire's number in it. */
  longServiceLeave: { scheme: string; number: string } | null;
  incomeType: StpIncomeType;
  /** Null: the hire did not submit a tax declaration. */
  tax: PayrollTax | null;
  bankAccount: { bsb: string; accountNumber: string; accountName: string } | null;
  super: PayrollSuper | null;
  emergencyContacts: { name: string; relationship: string; phone: string }[];
}

const GENDER_OF: Record<Gender, AtoGender> = {
  Male: 'male',
  Female: 'female',
  'Intersex, indeterminate or unspecified': 'indeterminate',
  'Not stated': 'not-stated',
};

const isAuState = (value: string): value is AuState => (AU_STATES as readonly string[]).includes(value);

type SuperChoice = NonNullable<ApplicationSnapshot['superfundChoice']>;

/**
 * The fund a default-fund choice names: recorded with the choice since decision 088; a choice
 * saved before names none, and then the employer's default fund now is the best payroll has.
 */
function defaultFundOf(s: SuperChoice, fund: DefaultFund | null): SuperChoice {
  if (s.fundName || !fund) return s;
  if (fund.kind === 'apra') return { ...s, fundName: fund.name, fundABN: fund.abn, fundUSI: fund.usi };
  return {
    ...s,
    fundName: fund.name,
    fundABN: fund.abn,
    isSMSF: 'yes',
    smsfFundESA: fund.esa,
    smsfBSB: fund.bsb,
    smsfAccountNumber: fund.accountNumber,
    accountName: fund.accountName,
  };
}

function superOf(choice: SuperChoice, defaultFund: DefaultFund | null): PayrollSuper {
  if (choice.fundChoice === 'stapled')
    return { kind: 'stapled', productCode: '', fundName: '', fundAbn: '', memberNumber: '', smsf: null };
  const isDefault = choice.fundChoice === 'cbus';
  const s = isDefault ? defaultFundOf(choice, defaultFund) : choice;
  const fund = {
    fundName: s.fundName ?? '',
    fundAbn: s.fundABN ?? '',
    memberNumber: (isDefault ? s.cbusMemberNumber : s.memberNumber) ?? '',
  };
  // An SMSF has no USI: the payroll systems take 'SMSF' and its ABN, bank account and ESA.
  if (s.isSMSF === 'yes')
    return {
      kind: isDefault ? 'employer-default' : 'smsf',
      productCode: 'SMSF',
      ...fund,
      smsf: {
        esa: listedEsa(s.smsfFundESA ?? '') ?? s.smsfFundESA ?? '',
        bsb: s.smsfBSB ?? '',
        accountNumber: s.smsfAccountNumber ?? '',
        accountName: s.accountName || s.fundName || '',
      },
    };
  return {
    kind: isDefault ? 'employer-default' : 'own-fund',
    productCode: s.fundUSI ?? '',
    ...fund,
    smsf: null,
  };
}

export interface PayrollSource {
  applicationId: string;
  snapshot: ApplicationSnapshot;
  employment: EmploymentDetails | null;
  employer: { legalName: string; abn: string };
  /** The state of the hire's site, as the sites table has it; '' when unknown. */
  siteState: string;
  /**
   * The employer's default fund now (settings): names the fund of a default-fund choice saved
   * before the choice recorded it (decision 088); absent or null, such a choice names none.
   */
  defaultFund?: DefaultFund | null;
}

/** The hire as payroll needs them, from their latest submission and the employer's side. */
export function payrollEmployeeOf(source: PayrollSource): PayrollEmployee {
  const { snapshot: a, employment } = source;
  const p = a.personal;
  const t = a.taxDeclaration;
  // The split the hire confirmed on the tax declaration; before it was asked, at the first space.
  const names = t?.firstName
    ? { firstName: t.firstName, middleName: t.middleName }
    : splitGivenNames(t?.givenNames || p.fullName.split(/\s+/).slice(0, -1).join(' '));
  const surname = t?.familyName || p.fullName.trim().split(/\s+/).at(-1) || '';
  const workState = isAuState(source.siteState)
    ? source.siteState
    : isAuState(p.workState ?? '')
      ? (p.workState as AuState)
      : '';
  const scheme = workState ? lslSchemeFor(workState) : null;
  const whm = t?.australianResident === 'working-holiday-maker';
  return {
    externalId: source.applicationId,
    title: t?.title ?? '',
    ...names,
    surname,
    previousSurname: t?.previousFamilyName ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    gender: GENDER_OF[p.gender as Gender] ?? 'not-stated',
    email: a.email,
    mobile: p.mobile ?? '',
    residentialAddress: {
      street: [p.addrsHouseNumber, p.addrsStreetName].filter(Boolean).join(' '),
      suburb: p.addrsSuburb ?? '',
      state: p.addrsState ?? '',
      postcode: p.addrsPostcode ?? '',
    },
    postalAddress: p.postalAddressDifferent
      ? {
          street: p.postalAddressLine ?? '',
          suburb: p.postalSuburb ?? '',
          state: p.postalState ?? '',
          postcode: p.postalPostcode ?? '',
        }
      : null,
    startDate: p.plannedStartDate ?? '',
    jobTitle: p.position ?? '',
    department: p.department ?? '',
    location: p.location ?? '',
    workState,
    employer: source.employer,
    employment,
    longServiceLeave:
      scheme && employment?.lslNumber ? { scheme: scheme.name, number: employment.lslNumber } : null,
    // The employer's determination; left open, what the hire's tax answers point to.
    incomeType: employment?.incomeType || incomeTypeFromTax(t),
    tax: t && {
      taxFileNumber: t.taxFileNumber ?? '',
      exemption: payrollTfnExemption(t.taxFileNumber ?? '', t.tfnExemption ?? ''),
      tfnCode: tfnCode(t.taxFileNumber ?? '', t.tfnExemption ?? ''),
      australianResident: t.australianResident === 'resident',
      workingHolidayMaker: whm,
      homeCountry: t.homeCountry ?? '',
      claimTaxFreeThreshold: t.claimTaxFreeThreshold === 'yes',
      stslDebt: t.hasHELPDebt === 'yes',
      basisOfPayment: t.basisOfPayment ?? '',
      signedOn: t.taxDeclarationDate ?? '',
    },
    bankAccount: p.bankBSB
      ? { bsb: p.bankBSB, accountNumber: p.bankAccountNumber ?? '', accountName: p.bankAccountName ?? '' }
      : null,
    super: a.superfundChoice && superOf(a.superfundChoice, source.defaultFund ?? null),
    emergencyContacts: [
      {
        name: p.emergencyContactName1,
        relationship: p.emergencyContactRelationship1,
        phone: p.emergencyContactMobile1,
      },
      {
        name: p.emergencyContactName2,
        relationship: p.emergencyContactRelationship2,
        phone: p.emergencyContactMobile2,
      },
    ]
      .filter((c) => c.name)
      .map((c) => ({ name: c.name ?? '', relationship: c.relationship ?? '', phone: c.phone ?? '' })),
  };
}

/**
 * An application as payroll needs it, from its latest submission; null when it has none. The
 * caller checks access and that it is approved.
 */
export async function loadPayrollEmployee(
  db: Db,
  cipher: Cipher,
  employer: { legalName: string; abn: string },
  applicationId: string,
  /** The employer's default fund now (settings `defaultFund`), for a choice that named none. */
  defaultFund: DefaultFund | null = null,
): Promise<PayrollEmployee | null> {
  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!app) return null;
  const submissionId = await latestSubmissionId(db, app.email);
  if (!submissionId) return null;
  const [record] = await db
    .select({ submissionData: submissionRecords.submissionData })
    .from(submissionRecords)
    .where(eq(submissionRecords.id, submissionId));
  if (!record) return null;
  const snapshot = openSnapshot(cipher, record);
  const [site] = snapshot.personal.location
    ? await db.select({ state: sites.state }).from(sites).where(eq(sites.name, snapshot.personal.location))
    : [];
  return payrollEmployeeOf({
    applicationId,
    snapshot,
    employment: app.employment,
    employer,
    siteState: site?.state ?? '',
    defaultFund,
  });
}
