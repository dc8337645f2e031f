import { tfnCode } from '../../../shared/choice-labels';
import { formatAbn } from '../../../shared/format';
import {
  ADDRESS,
  BANK_DETAILS,
  EMPLOYMENT_DETAILS,
  PERSONAL_DETAILS,
  PERSONAL_INFORMATION,
  PERSONAL_STATUS,
} from '../../../shared/catalogue/personal-information';
import { EMERGENCY_CONTACTS, PERSONAL_INFORMATION_LINES } from '../../../shared/catalogue/personal-lines';
import { licenceKindLabel } from '../../../shared/licence-kinds';
import { licenceText } from '../licences/snapshot-licences';
import { shownKeys } from '../../../shared/catalogue/shown-when';
import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { TAX_DECLARATION, TAX_DECLARATION_ROWS } from '../../../shared/catalogue/tax-declaration';
import {
  answerRow,
  type FieldRow,
  type RowOptions,
  sectionRows,
  shownRows,
} from '../catalogue/section-rows-of';
import { groupRows } from '../catalogue/group-rows';
import { superGuaranteeDuty } from '../../../shared/super-rate';
import type { ApplicationPdfInput } from './application-pdf-input';
import type { SuperfundRecord, TaxRecord } from '../submission/application-snapshot';

// The label and value rows of the application PDF's sections, as plain data: the PDF draws them
// (render-application-pdf.ts, task-sections.ts) and HR's application detail shows the very same
// rows (application-detail.ts), so a number reads one way on paper and on screen (decision 033).
// No pdfkit here: the detail loads this module on every request.

export type { FieldRow };

type Section<K extends keyof ApplicationPdfInput> = NonNullable<ApplicationPdfInput[K]>;

/** The payer of NAT 3092 / NAT 13080 section B: the employer's name and, when set, ABN. */
export function payerLine(app: Pick<ApplicationPdfInput, 'companyName' | 'employerAbn'>): string {
  return app.employerAbn ? `${app.companyName} (ABN ${formatAbn(app.employerAbn)})` : app.companyName;
}

const personalRows = (section: string, values: object, options: RowOptions = {}) =>
  sectionRows(PERSONAL_INFORMATION, section, values, { lines: PERSONAL_INFORMATION_LINES, ...options });

export function personalDetailsRows(p: Section<'personal'>): FieldRow[] {
  return personalRows(PERSONAL_DETAILS, p);
}

/** The street on one line, then the suburb, state and postcode. */
export function addressRows(a: Section<'address'>): FieldRow[] {
  return personalRows(ADDRESS, a);
}

/** Each contact named, numbers as the app shows them ('(02) 9726 1234', '+84 912 345 678'). */
export function emergencyContactRows(c: Section<'emergencyContacts'>): FieldRow[] {
  return groupRows(PERSONAL_INFORMATION, EMERGENCY_CONTACTS, c);
}

/** The tags, and for a visa holder the visa (its number masked as in every document that leaves). */
export function personalStatusRows(s: Section<'personalStatus'>, sensitive = true): FieldRow[] {
  return personalRows(PERSONAL_STATUS, s, { blankAsNull: true, sensitive });
}

/** The licences, tickets and cards held (none: an empty list), each on its row with its expiry. */
export function cardRows(c: Section<'cards'>): FieldRow[] {
  return c.licences.map((licence): FieldRow => [licenceKindLabel(licence.kind), licenceText(licence)]);
}

export const NO_CARDS = 'No cards or licences provided.';

/** Bank numbers masked (DESIGN.md §3.16), the BSB keeping its shape ('•••-000'). */
export function bankRows(b: Section<'bank'>): FieldRow[] {
  return personalRows(BANK_DETAILS, b);
}

export function employmentRows(e: Section<'position'>): FieldRow[] {
  return personalRows(EMPLOYMENT_DETAILS, e);
}

/** NAT 3092 as payroll keys it: the TFN masked, or the exemption and the ATO's code for it. */
export function taxRows(t: TaxRecord, payer: string): FieldRow[] {
  const answer = answerRow(TAX_DECLARATION, t);
  const rows = shownKeys(TAX_DECLARATION, TAX_DECLARATION_ROWS, t).flatMap((key): FieldRow[] =>
    // What was given instead of a TFN, and the code payroll reports for it through STP.
    key === 'tfnExemption'
      ? [answer(key), ['ATO code for payroll', tfnCode(t.taxFileNumber, t.tfnExemption)]]
      : [answer(key)],
  );
  return [['Payer', payer], ...rows];
}

/** The super choice's rows in a document, in NAT 13080's order (which `shownWhen` thins by the choice). */
const SUPER_ROWS = [
  'fundChoice',
  'cbusMemberNumber',
  'fundName',
  'fundAddress',
  'fundABN',
  'fundUSI',
  'fundPhoneNumber',
  'memberNumber',
  'accountName',
  'isSMSF',
  'smsfBSB',
  'smsfAccountNumber',
  'smsfFundESA',
] as const;

/**
 * NAT 13080: the employer's duty on `signedOn` (the day the choice was signed, 'YYYY-MM-DD' in the
 * employer's zone, as the rate table has it: Payday Super), the fund, and an SMSF's bank details
 * masked; an SMSF has no USI line.
 */
export function superRows(s: SuperfundRecord, payer: string, signedOn: string): FieldRow[] {
  return [
    ['Payer', payer],
    ['Employer contribution', superGuaranteeDuty(signedOn)],
    ...shownRows(SUPERFUND_CHOICE, SUPER_ROWS, s),
  ];
}
