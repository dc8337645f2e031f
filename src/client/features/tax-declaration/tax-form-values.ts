import {
  splitFullName,
  splitGivenNames,
  type TaxDeclarationDraft,
} from '../../../shared/schemas/tax-declaration';
import { formatTfn } from '../../../shared/validators/tfn';
import type { TaxDeclarationJson } from './tax-api';

/** What the form holds while it is filled in: strings, '' for an unanswered question. */
export interface TaxFormValues {
  email: string;
  title: string;
  familyName: string;
  givenNames: string;
  firstName: string;
  middleName: string;
  homeCountry: string;
  taxFileNumber: string;
  tfnExemption: string;
  basisOfPayment: string;
  australianResident: string;
  claimTaxFreeThreshold: string;
  hasHELPDebt: string;
  previousFamilyName: string;
  taxDeclarationSignature: string;
}

/**
 * The form's first values: a saved draft, else (when editing) the declaration on file. Nothing
 * is assumed (NAT 3092 has no default answers) but the basis of payment HR gave an invited hire.
 * The initial is drawn afresh, since each submission is a new declaration, and the server dates
 * it the day it is signed.
 */
export function initialTaxValues(
  email: string,
  draft: TaxDeclarationDraft | null,
  declaration: TaxDeclarationJson | null,
  fullName = '',
  /** HR's basis of payment for an invited hire (issue 25): the question's default answer. */
  defaultBasisOfPayment = '',
): TaxFormValues {
  const source: TaxDeclarationDraft = draft ?? declaration ?? {};
  // The names start from Full Name (last word the family name) until the hire has their own.
  const split = splitFullName(fullName);
  const givenNames = source.givenNames || split.givenNames;
  // First and middle start from the given names split at the first space; the hire confirms.
  const names = source.firstName ? source : splitGivenNames(givenNames);
  return {
    email,
    title: source.title ?? '',
    familyName: source.familyName || split.familyName,
    givenNames,
    firstName: names.firstName ?? '',
    middleName: names.middleName ?? '',
    homeCountry: source.homeCountry ?? '',
    taxFileNumber: formatTfn(source.taxFileNumber ?? ''),
    tfnExemption: source.tfnExemption ?? '',
    basisOfPayment: source.basisOfPayment || defaultBasisOfPayment,
    australianResident: source.australianResident ?? '',
    claimTaxFreeThreshold: source.claimTaxFreeThreshold ?? '',
    hasHELPDebt: source.hasHELPDebt ?? '',
    previousFamilyName: source.previousFamilyName ?? '',
    taxDeclarationSignature: '',
  };
}

/** The draft 'Back to Tasks' saves: the answers so far, without the email or the initial. */
export function toTaxDraft(values: TaxFormValues): TaxDeclarationDraft {
  const { email: _email, taxDeclarationSignature: _initial, ...answers } = values;
  return answers as TaxDeclarationDraft;
}

/** Every question answered, a TFN or a choice instead, and the initial (spec §5). */
export function isTaxFormReady(v: TaxFormValues): boolean {
  const hasTfnOrChoice = v.taxFileNumber.trim() !== '' || v.tfnExemption !== '';
  const answers = [
    v.familyName.trim(),
    v.givenNames.trim(),
    v.firstName.trim(),
    v.basisOfPayment,
    v.australianResident,
    v.claimTaxFreeThreshold,
    v.hasHELPDebt,
  ];
  const hasCountry = v.australianResident !== 'working-holiday-maker' || v.homeCountry !== '';
  return hasTfnOrChoice && hasCountry && answers.every((a) => a !== '') && v.taxDeclarationSignature !== '';
}
