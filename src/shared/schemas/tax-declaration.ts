import { z } from 'zod/mini';
import { BASIS_OF_PAYMENT, RESIDENCY_STATUSES, TFN_EXEMPTIONS, TITLES } from '../choice-labels';
import { isCountryCode } from '../countries';
import { isIsoDate } from '../validators/iso-date';
import { isReservedTfnCode, isValidTfn, normalizeTfn } from '../validators/tfn';
import { blankOr, emailField, optionalText, pngDataUrl, TEXT_MAX, whenFieldsValid } from './fields';

// The questions and options of the ATO's TFN declaration (NAT 3092), not the old app's lists
// (DESIGN.md §3.13): payroll keys these answers into Single Touch Payroll.

export const TFN_INVALID = 'Please enter a valid tax file number';
export const TFN_OR_EXEMPTION_REQUIRED = 'Please enter a tax file number or choose an exemption';
export const UNDER_18_ONLY = 'This exemption is only for people under 18 years of age';
/** A code payroll reports in place of a TFN (validators/tfn.ts), typed as if it were one. */
export const TFN_RESERVED = 'This number is a code the ATO reserves, not a tax file number';
export const HOME_COUNTRY_REQUIRED = 'Please choose the country of your passport';
export const FIRST_NAME_REQUIRED = 'Please enter your first name';
export const NAMES_SPLIT_MISMATCH = 'Your first and middle names together must be your given names';

export {
  BASIS_OF_PAYMENT,
  BASIS_OF_PAYMENT_LABELS,
  type BasisOfPayment,
  RESIDENCY_LABELS,
  RESIDENCY_STATUSES,
  type ResidencyStatus,
  NOT_QUOTED_CONSEQUENCE,
  TFN_EXEMPTION_CODES,
  TFN_EXEMPTION_LABELS,
  TFN_EXEMPTIONS,
  type TfnExemption,
  TITLES,
  type Title,
} from '../choice-labels';

export const TAX_QUESTIONS = {
  title: 'Title',
  familyName: 'Family name',
  givenNames: 'Given names',
  firstName: 'First name',
  middleName: 'Middle name(s)',
  homeCountry: 'Country of your passport',
  basisOfPayment: 'On what basis are you paid?',
  australianResident: 'Your residency for tax purposes',
  claimTaxFreeThreshold: 'Do you want to claim the tax-free threshold from this payer?',
  hasHELPDebt:
    'Do you have a Higher Education Loan Program (HELP), VET Student Loan (VSL), Financial Supplement (FS), Student Start-up Loan (SSL) or Australian Apprenticeship Support Loan (AASL) debt?',
  previousFamilyName: 'Previous family name',
} as const;

export const TAX_MESSAGES = {
  basisOfPayment: 'Please choose how you are paid',
  australianResident: 'Please choose your residency for tax purposes',
  claimTaxFreeThreshold: 'Please answer whether you claim the tax-free threshold',
  hasHELPDebt: 'Please answer whether you have a study or training support loan debt',
  signature: 'Initial is required',
} as const;

/** An optional TFN: '' or a valid one, stored as 9 digits without spaces. */
export const optionalTfnField = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(20, TFN_INVALID),
    z.overwrite(normalizeTfn),
    z.refine(blankOr(isValidTfn), TFN_INVALID),
    z.refine((v) => !isReservedTfnCode(v), TFN_RESERVED),
  ),
  '',
);

const answer = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const taxDeclarationSchema = z
  .object({
    email: emailField('Valid email required'),
    title: z._default(z.enum(['', ...TITLES]), ''),
    // Blank: the server splits the member's Full Name (splitFullName), as the form prefills them.
    familyName: optionalText(),
    givenNames: optionalText(),
    // The given names split as payroll keys them (issue 41 item 2): the form prefills them from
    // the given names (splitGivenNames) and the hire confirms; blank, the server splits them.
    firstName: optionalText(),
    middleName: optionalText(),
    // ISO 3166-1 alpha-2, asked of a working holiday maker only (kept '' otherwise).
    homeCountry: z._default(
      z.string().check(z.trim(), z.toUpperCase(), z.refine(blankOr(isCountryCode), HOME_COUNTRY_REQUIRED)),
      '',
    ),
    taxFileNumber: optionalTfnField,
    tfnExemption: z._default(z.enum(['', ...TFN_EXEMPTIONS]), ''),
    basisOfPayment: answer(BASIS_OF_PAYMENT, TAX_MESSAGES.basisOfPayment),
    australianResident: answer(RESIDENCY_STATUSES, TAX_MESSAGES.australianResident),
    claimTaxFreeThreshold: answer(['yes', 'no'], TAX_MESSAGES.claimTaxFreeThreshold),
    hasHELPDebt: answer(['yes', 'no'], TAX_MESSAGES.hasHELPDebt),
    previousFamilyName: optionalText(),
    // No date field: the declaration is dated the day it is signed, by the server (issue 23, item 10).
    taxDeclarationSignature: pngDataUrl(TAX_MESSAGES.signature),
  })
  .check(
    // The choices are offered only while no TFN is entered, so a TFN wins over a stale choice.
    z.overwrite((value) =>
      // Runs even when the body is not an object (`null`): then there is nothing to tidy.
      value?.taxFileNumber ? { ...value, tfnExemption: '' as const } : value,
    ),
    // The passport country is asked of a working holiday maker only.
    z.overwrite((value) =>
      value && value.australianResident !== 'working-holiday-maker' ? { ...value, homeCountry: '' } : value,
    ),
    z.superRefine(
      (value, ctx) => {
        if (value.australianResident === 'working-holiday-maker' && value.homeCountry === '') {
          ctx.addIssue({ code: 'custom', path: ['homeCountry'], message: HOME_COUNTRY_REQUIRED });
        }
      },
      whenFieldsValid(['australianResident', 'homeCountry']),
    ),
    z.superRefine(
      (value, ctx) => {
        if (value.firstName === '' && value.middleName === '') return;
        if (value.firstName === '')
          ctx.addIssue({ code: 'custom', path: ['firstName'], message: FIRST_NAME_REQUIRED });
        else if (value.givenNames !== '' && !isSplitOf(value.givenNames, value))
          ctx.addIssue({ code: 'custom', path: ['middleName'], message: NAMES_SPLIT_MISMATCH });
      },
      whenFieldsValid(['givenNames', 'firstName', 'middleName']),
    ),
    z.superRefine(
      (value, ctx) => {
        if (value.taxFileNumber === '' && value.tfnExemption === '') {
          ctx.addIssue({ code: 'custom', path: ['taxFileNumber'], message: TFN_OR_EXEMPTION_REQUIRED });
        }
      },
      whenFieldsValid(['taxFileNumber', 'tfnExemption']),
    ),
  );

export type TaxDeclaration = z.infer<typeof taxDeclarationSchema>;

const draftChoice = <T extends readonly string[]>(values: T) => z.optional(z.enum(['', ...values]));

/**
 * 'Back to Tasks' keeps a half-filled declaration (PUT /api/me/drafts/tax-declaration): every
 * field optional and unchecked, but each bounded, so a draft cannot grow without limit. The
 * initial is not kept: it is drawn afresh when the declaration is made, as on the confirmation.
 */
export const taxDeclarationDraftSchema = z.strictObject({
  title: draftChoice(TITLES),
  familyName: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
  givenNames: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
  firstName: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
  middleName: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
  homeCountry: z.optional(z.string().check(z.maxLength(2))),
  taxFileNumber: z.optional(z.string().check(z.maxLength(11))),
  tfnExemption: draftChoice(TFN_EXEMPTIONS),
  basisOfPayment: draftChoice(BASIS_OF_PAYMENT),
  australianResident: draftChoice(RESIDENCY_STATUSES),
  claimTaxFreeThreshold: draftChoice(['yes', 'no']),
  hasHELPDebt: draftChoice(['yes', 'no']),
  previousFamilyName: z.optional(z.string().check(z.maxLength(TEXT_MAX))),
  taxDeclarationDate: z.optional(z.string().check(z.refine(blankOr(isIsoDate)))),
});

export type TaxDeclarationDraft = z.infer<typeof taxDeclarationDraftSchema>;

/**
 * NAT 3092 asks family name and given names apart; the form starts from Full Name, the last
 * word as the family name ('Mary Jane Citizen' -> 'Citizen', 'Mary Jane'), and the hire edits.
 */
export function splitFullName(fullName: string): { familyName: string; givenNames: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { familyName: words[0] ?? '', givenNames: '' };
  return { familyName: words.at(-1)!, givenNames: words.slice(0, -1).join(' ') };
}

/** Given names split at the first space: the first name, then the rest as middle names. */
export function splitGivenNames(givenNames: string): { firstName: string; middleName: string } {
  const [firstName = '', ...rest] = givenNames.trim().split(/\s+/);
  return { firstName, middleName: rest.join(' ') };
}

const words = (value: string) => value.trim().split(/\s+/).filter(Boolean).join(' ');

/** The first and middle names are the given names, split somewhere between words ('Mary Jane' + 'Ann'). */
export function isSplitOf(givenNames: string, names: { firstName: string; middleName: string }): boolean {
  return words(`${names.firstName} ${names.middleName}`) === words(givenNames);
}

/** Age in whole years on `day` ('YYYY-MM-DD' both); null when either is not a date. */
export function ageOn(dateOfBirth: string, day: string): number | null {
  if (!isIsoDate(dateOfBirth) || !isIsoDate(day)) return null;
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The 'Under 18' exemption needs the person to be under 18 on the declaration date. */
export function canClaimUnder18(dateOfBirth: string, declarationDate: string): boolean {
  const age = ageOn(dateOfBirth, declarationDate);
  return age === null || age < 18;
}

// The answers' schemas live in answers/tax-declaration.ts, out of the client's bundle.
export type { TaxDeclarationDeleted, TaxDeclarationResponse } from '../answers/tax-declaration';
