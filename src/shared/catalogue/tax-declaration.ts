import {
  BASIS_OF_PAYMENT_LABELS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_CODES,
  TFN_EXEMPTION_LABELS,
} from '../choice-labels';
import type { TaxDeclaration } from '../schemas/tax-declaration';
import { defineCatalogue } from './define-catalogue';

/** The declaration's answers; the server dates it the day it is signed (`taxDeclarationDate`). */
export type TaxDeclarationKey =
  Exclude<keyof TaxDeclaration, 'email' | 'taxDeclarationSignature'> | 'taxDeclarationDate';

const TAX = 'Tax File Number Declaration';

/** The tax file number declaration's answers (NAT 3092), in the change list's order. */
export const TAX_DECLARATION = defineCatalogue<TaxDeclarationKey>()({
  title: { section: TAX, label: 'Title', shownWhen: 'given', excel: { header: 'Title', width: 8 } },
  familyName: { section: TAX, label: 'Family name', excel: { header: 'Family Name', width: 20 } },
  givenNames: { section: TAX, label: 'Given names', excel: { header: 'Given Names', width: 22 } },
  homeCountry: {
    section: TAX,
    label: 'Country of passport',
    screen: 'Country of your passport',
    // A working holiday maker's only.
    shownWhen: 'given',
    format: 'country',
    excel: { header: 'Home Country', width: 18, order: 7.5 },
  },
  taxFileNumber: {
    section: TAX,
    label: 'Tax file number',
    screen: 'Tax File Number',
    format: 'tfn',
    shownWhen: 'given',
    secret: { mask: 'tfn', reveal: true },
    excel: { header: 'Tax File Number', width: 14 },
  },
  tfnExemption: {
    section: TAX,
    label: 'TFN exemption',
    screen: 'Instead of a TFN',
    shownWhen: { answer: 'taxFileNumber', given: false },
    format: { choice: TFN_EXEMPTION_LABELS },
    // Where no TFN was given, the ATO's code payroll reports through STP (decision 030).
    excel: [
      { header: 'TFN Code', width: 12, format: { choice: TFN_EXEMPTION_CODES } },
      { header: 'TFN Exemption', width: 24 },
    ],
  },
  basisOfPayment: {
    section: TAX,
    label: 'Basis of payment',
    format: { choice: BASIS_OF_PAYMENT_LABELS },
    excel: { header: 'Basis of Payment', width: 22 },
  },
  australianResident: {
    section: TAX,
    label: 'Residency for tax purposes',
    format: { choice: RESIDENCY_LABELS },
    excel: { header: 'Residency Status', width: 24 },
  },
  claimTaxFreeThreshold: {
    section: TAX,
    label: 'Claims the tax-free threshold',
    format: 'yesNo',
    excel: { header: 'Claim Tax-Free Threshold' },
  },
  hasHELPDebt: {
    section: TAX,
    label: 'HELP, VSL, FS, SSL or AASL debt',
    screen: 'Study and training support loan debt',
    format: 'yesNo',
    excel: { header: 'HELP Debt', width: 10 },
  },
  previousFamilyName: {
    section: TAX,
    label: 'Previous family name',
    shownWhen: 'given',
    excel: { header: 'Previous Family Name', width: 20 },
  },
  taxDeclarationDate: {
    section: TAX,
    label: 'Declaration date',
    format: 'date',
    excel: { header: 'Tax Declaration Date' },
  },
  // The given names split as payroll keys them (issue 41 item 2), beside them in the Excel sheet;
  // not NAT 3092's, so not among its rows (TAX_DECLARATION_ROWS).
  firstName: {
    section: TAX,
    label: 'First name',
    shownWhen: 'given',
    excel: { header: 'First Name', width: 16, order: 2.1 },
  },
  middleName: {
    section: TAX,
    label: 'Middle name',
    shownWhen: 'given',
    excel: { header: 'Middle Name', width: 16, order: 2.2 },
  },
});

/** The order of the declaration's rows (the PDF, HR's detail, the view): NAT 3092's, by its questions. */
export const TAX_DECLARATION_ROWS = [
  'title',
  'familyName',
  'givenNames',
  'taxFileNumber',
  'tfnExemption',
  'basisOfPayment',
  'australianResident',
  'homeCountry',
  'claimTaxFreeThreshold',
  'hasHELPDebt',
  'previousFamilyName',
  'taxDeclarationDate',
] as const satisfies readonly TaxDeclarationKey[];
