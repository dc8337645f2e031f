// Every stored choice of the application and the one wording it has wherever it is shown: the
// forms' options, the views, the application PDF, the admin's Excel export and the emails' PDFs.
// Kept apart from the zod schemas so that code without a schema (the Excel export's worker
// thread, the PDF worker) loads no zod. A wording changes here, and only here.

/** The label of a stored choice; a value that is not (or no longer) one is shown as stored. */
export function choiceLabel<K extends string>(labels: Readonly<Record<K, string>>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}

/** The forms' yes/no answers (tax-free threshold, HELP debt, SMSF), stored 'yes' / 'no'. */
export const YES_NO = ['yes', 'no'] as const;
export type YesNo = (typeof YES_NO)[number];
export const YES_NO_LABELS: Record<YesNo, string> = { yes: 'Yes', no: 'No' };

/** A yes/no answer ('yes' / 'no') or a set/unset flag as shown: 'Yes' or 'No'. */
export const yesNoLabel = (value: boolean | string): string =>
  YES_NO_LABELS[value === true || value === 'yes' ? 'yes' : 'no'];

/** NAT 3092 question 1: the choices offered instead of a TFN (DESIGN §3.13, decision 030). */
export const TFN_EXEMPTIONS = ['applied', 'under18', 'pension', 'not-quoted'] as const;
export type TfnExemption = (typeof TFN_EXEMPTIONS)[number];
export const TFN_EXEMPTION_LABELS: Record<TfnExemption, string> = {
  applied: 'I have made a separate application/enquiry to the ATO for a new or existing TFN',
  under18: 'I am claiming an exemption because I am under 18 years of age and do not earn enough to pay tax',
  pension: 'I am claiming an exemption because I am in receipt of a pension, benefit or allowance',
  'not-quoted': "I don't want to quote my TFN",
};

/**
 * The code payroll reports through Single Touch Payroll in place of a TFN that was not given
 * (ATO: 'Payee TFN'). A TFN typed as one of these, or as the ATO's other reserved codes
 * (TFN_RESERVED_CODES), is refused: it is not a TFN.
 */
export const TFN_EXEMPTION_CODES: Record<TfnExemption, string> = {
  'not-quoted': '000000000',
  applied: '111111111',
  under18: '333333333',
  pension: '444444444',
};

/** The code payroll reports for a declaration without a TFN; '' when a TFN was given. */
export function tfnCode(taxFileNumber: string, exemption: string): string {
  if (taxFileNumber.trim() !== '') return '';
  return choiceLabel(TFN_EXEMPTION_CODES, exemption) || TFN_EXEMPTION_CODES['not-quoted'];
}

/** Why a declaration has no TFN, in the payroll systems' words (Employment Hero's and Xero's). */
export const PAYROLL_TFN_EXEMPTIONS = ['NOTQUOTED', 'PENDING', 'PENSIONER', 'UNDER18'] as const;
export type PayrollTfnExemption = (typeof PAYROLL_TFN_EXEMPTIONS)[number];
const PAYROLL_TFN_EXEMPTION_OF: Record<TfnExemption, PayrollTfnExemption> = {
  'not-quoted': 'NOTQUOTED',
  applied: 'PENDING',
  pension: 'PENSIONER',
  under18: 'UNDER18',
};

/** The payroll systems' exemption for a declaration without a TFN (not quoted when none is said); null with a TFN. */
export function payrollTfnExemption(taxFileNumber: string, exemption: string): PayrollTfnExemption | null {
  if (taxFileNumber.trim() !== '') return null;
  return PAYROLL_TFN_EXEMPTION_OF[exemption as TfnExemption] ?? 'NOTQUOTED';
}

/** What the ATO says happens when no TFN is given: said where the choice is made. */
export const NOT_QUOTED_CONSEQUENCE =
  'If you do not give us your TFN or claim an exemption, we must withhold tax from your pay at the top rate.';

/** NAT 3092 question 2: the title, optional. */
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms'] as const;
export type Title = (typeof TITLES)[number];

/** NAT 3092 question 6: 'On what basis are you paid?' */
export const BASIS_OF_PAYMENT = [
  'full-time',
  'part-time',
  'casual',
  'labour-hire',
  'super-income-stream',
] as const;
export type BasisOfPayment = (typeof BASIS_OF_PAYMENT)[number];
export const BASIS_OF_PAYMENT_LABELS: Record<BasisOfPayment, string> = {
  'full-time': 'Full-time employment',
  'part-time': 'Part-time employment',
  casual: 'Casual employment',
  'labour-hire': 'Labour hire',
  'super-income-stream': 'Superannuation or annuity income stream',
};

/** NAT 3092 question 7: residency for tax purposes. */
export const RESIDENCY_STATUSES = ['resident', 'foreign-resident', 'working-holiday-maker'] as const;
export type ResidencyStatus = (typeof RESIDENCY_STATUSES)[number];
export const RESIDENCY_LABELS: Record<ResidencyStatus, string> = {
  resident: 'An Australian resident for tax purposes',
  'foreign-resident': 'A foreign resident for tax purposes',
  'working-holiday-maker': 'A working holiday maker',
};

/**
 * OPTION 1 the employer's default fund (settings; the stored value keeps its first name, 'cbus',
 * decision 088), OPTION 2 the employee's own (or an SMSF), OPTION 3 (DESIGN §3.14) stapled.
 */
export const FUND_CHOICES = ['cbus', 'custom', 'stapled'] as const;
export type FundChoice = (typeof FUND_CHOICES)[number];
export const FUND_CHOICE_LABELS: Record<FundChoice, string> = {
  cbus: "OPTION 1: My employer's default fund",
  custom: 'OPTION 2: My own super fund',
  stapled:
    'OPTION 3: I already have a super account and want to keep it: my employer will ask the ATO for my stapled fund',
};

/** The personal-status tags (spec §3), in the order the wizard asks and every view shows them. */
export const PERSONAL_STATUS_TAGS = [
  'tagAboriginal',
  'tagSingleParent',
  'tagDisabled',
  'tagAustralianCitizen',
  'tagPermanentResident',
  'tagNZCitizen',
  'tagVisaCitizen',
] as const;
export type PersonalStatusTag = (typeof PERSONAL_STATUS_TAGS)[number];
export const PERSONAL_STATUS_TAG_LABELS: Record<PersonalStatusTag, string> = {
  tagAboriginal: 'Aboriginal',
  tagSingleParent: 'Single Parent',
  tagDisabled: 'Disabled',
  tagAustralianCitizen: 'Australian Citizen',
  tagPermanentResident: 'Permanent Resident',
  tagNZCitizen: 'New Zealand Citizen',
  tagVisaCitizen: 'Visa Citizen',
};

/**
 * The right to work in Australia (issue 22 §3, decision 032): a hire is exactly one of these.
 * A visa holder ('Visa Citizen', the spec's tag) also gives the visa's number, expiry, subclass
 * and work conditions, and the employer checks it in VEVO.
 */
export const RIGHT_TO_WORK_TAGS = [
  'tagAustralianCitizen',
  'tagPermanentResident',
  'tagNZCitizen',
  'tagVisaCitizen',
] as const satisfies readonly PersonalStatusTag[];
export type RightToWorkTag = (typeof RIGHT_TO_WORK_TAGS)[number];

/** The labels of the visa's details beside its number and expiry. */
export const VISA_SUBCLASS_LABEL = 'Visa Subclass';
export const VISA_CONDITIONS_LABEL = 'Visa Work Conditions';
/** The visa holder's consent to the employer's check of their work rights on VEVO (issue 40 item 4). */
export const VEVO_CONSENT_LABEL = 'Consent to the VEVO check';
/** What the visa holder ticks to give it. */
export const VEVO_CONSENT_TEXT =
  'I agree to my employer checking my work rights on VEVO (Visa Entitlement Verification Online)';

/** What the employer's VEVO (Visa Entitlement Verification Online) check found. */
export const VEVO_RESULTS = ['work-rights', 'work-rights-with-conditions', 'no-work-rights'] as const;
export type VevoResult = (typeof VEVO_RESULTS)[number];
export const VEVO_RESULT_LABELS: Record<VevoResult, string> = {
  'work-rights': 'Has work rights',
  'work-rights-with-conditions': 'Has work rights, with conditions',
  'no-work-rights': 'No work rights',
};

/**
 * The Fair Work Ombudsman's statements an employer must give a new employee (Fair Work Act
 * s125, s125A, s333K): the Fair Work Information Statement to everyone, the Casual Employment
 * Information Statement also to casuals (decision 032), the Fixed Term Contract Information
 * Statement also to a fixed-term employee (issue 41 item 1).
 */
export const FAIR_WORK_STATEMENTS = ['fwis', 'ceis', 'ftcis'] as const;
export type FairWorkStatement = (typeof FAIR_WORK_STATEMENTS)[number];
export const FAIR_WORK_STATEMENT_TITLES: Record<FairWorkStatement, string> = {
  fwis: 'Fair Work Information Statement',
  ceis: 'Casual Employment Information Statement',
  ftcis: 'Fixed Term Contract Information Statement',
};
/** The Fair Work Ombudsman's own pages: the links given unless the admin sets others. */
export const FAIR_WORK_STATEMENT_DEFAULT_URLS: Record<FairWorkStatement, string> = {
  fwis: 'https://www.fairwork.gov.au/employment-conditions/information-statements/fair-work-information-statement',
  ceis: 'https://www.fairwork.gov.au/employment-conditions/information-statements/casual-employment-information-statement',
  ftcis:
    'https://www.fairwork.gov.au/employment-conditions/information-statements/fixed-term-contract-information-statement',
};

/**
 * The statements a hire paid on `basisOfPayment` (NAT 3092 question 6) must be given, when the
 * employer has not said how it employs them (else `statementsForEmploymentType`).
 */
export function fairWorkStatementsFor(basisOfPayment: string): FairWorkStatement[] {
  return basisOfPayment === 'casual' ? ['fwis', 'ceis'] : ['fwis'];
}

/**
 * The medical declaration's three answers that the old client sent as fields (spec §3), for a
 * stored declaration that has no question texts of its own. Newer declarations carry each
 * question as the document asked it.
 */
export const MEDICAL_FIELD_LABELS = {
  medicalConditions: 'Previous medical conditions',
  medications: 'Medications',
  allergies: 'Allergies',
} as const;
export type MedicalField = keyof typeof MEDICAL_FIELD_LABELS;

/** A medical question left unanswered (none of them is required to be filled). */
export const NONE_DECLARED = 'None declared';
