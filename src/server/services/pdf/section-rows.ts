import {
  PERSONAL_STATUS_TAG_LABELS,
  PERSONAL_STATUS_TAGS,
  tfnCode,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
  yesNoLabel,
} from '../../../shared/choice-labels';
import { formatAbn, maskVisaNumber, showsFundUsi } from '../../../shared/format';
import {
  BANK_DETAILS,
  EMPLOYMENT_DETAILS,
  PERSONAL_DETAILS,
  PERSONAL_INFORMATION,
} from '../../../shared/catalogue/personal-information';
import { CARD_KEYS, LICENCES } from '../../../shared/catalogue/cards-and-licences';
import { entryOf } from '../../../shared/catalogue/define-catalogue';
import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import { answerRow, type FieldRow, sectionRows } from '../catalogue/section-rows-of';
import { superGuaranteeDuty } from '../../../shared/super-rate';
import { formatPhone } from '../../../shared/validators/phone';
import { formatAuDate } from '../format/au-dates';
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

export function personalDetailsRows(p: Section<'personal'>): FieldRow[] {
  return sectionRows(PERSONAL_INFORMATION, PERSONAL_DETAILS, p);
}

export function addressRows(a: Section<'address'>): FieldRow[] {
  const answer = answerRow(PERSONAL_INFORMATION, a);
  return [
    ['Street', `${a.addrsHouseNumber} ${a.addrsStreetName}`],
    answer('addrsSuburb'),
    answer('addrsState'),
    answer('addrsPostcode'),
  ];
}

/** Each contact named, numbers as the app shows them ('(02) 9726 1234', '+84 912 345 678'). */
export function emergencyContactRows(c: Section<'emergencyContacts'>): FieldRow[] {
  const contacts = (
    [
      [c.emergencyContactName1, c.emergencyContactRelationship1, c.emergencyContactMobile1],
      [c.emergencyContactName2, c.emergencyContactRelationship2, c.emergencyContactMobile2],
    ] as const
  ).filter(([name]) => name.trim());
  return contacts.map(([name, relationship, mobile], i) => [
    i === 0 ? 'Primary contact' : `Contact ${i + 1}`,
    `${name} (${relationship}), ${formatPhone(mobile)}`,
  ]);
}

/** The tags, and for a visa holder the visa (its number masked as in every document that leaves). */
export function personalStatusRows(s: Section<'personalStatus'>): FieldRow[] {
  return [
    ...PERSONAL_STATUS_TAGS.map((tag): FieldRow => [PERSONAL_STATUS_TAG_LABELS[tag], yesNoLabel(s[tag])]),
    ...(s.tagVisaCitizen
      ? ([
          ['Visa number', s.visaNumber ? maskVisaNumber(s.visaNumber) : undefined],
          ['Visa expiry', s.visaExpiry ? formatAuDate(s.visaExpiry) : undefined],
          [VISA_SUBCLASS_LABEL, s.visaSubclass || undefined],
          [VISA_CONDITIONS_LABEL, s.visaConditions || undefined],
        ] satisfies FieldRow[])
      : []),
  ];
}

/** The cards and licences held (none: an empty list), a licence with its expiry. */
export function cardRows(c: Section<'cards'>): FieldRow[] {
  const withExpiry = (number: string, expiry: string) =>
    number && expiry ? `${number} (expires ${formatAuDate(expiry)})` : number;
  const rows: FieldRow[] = [
    ...CARD_KEYS.map(answerRow(PERSONAL_INFORMATION, c)),
    ...LICENCES.map(({ key, expiry }): FieldRow => [
      entryOf(PERSONAL_INFORMATION, key).label,
      withExpiry(c[key], c[expiry]),
    ]),
  ];
  return rows.filter(([, value]) => value?.trim());
}

export const NO_CARDS = 'No cards or licences provided.';

/** Bank numbers masked (DESIGN.md §3.16), the BSB keeping its shape ('•••-000'). */
export function bankRows(b: Section<'bank'>): FieldRow[] {
  return sectionRows(PERSONAL_INFORMATION, BANK_DETAILS, b);
}

export function employmentRows(e: Section<'position'>): FieldRow[] {
  return sectionRows(PERSONAL_INFORMATION, EMPLOYMENT_DETAILS, e);
}

/** NAT 3092 as payroll keys it: the TFN masked, or the exemption and the ATO's code for it. */
export function taxRows(t: TaxRecord, payer: string): FieldRow[] {
  const rows: FieldRow[] = [['Payer', payer]];
  const answer = answerRow(TAX_DECLARATION, t);
  if (t.title) rows.push(answer('title'));
  rows.push(answer('familyName'), answer('givenNames'));
  if (t.taxFileNumber) rows.push(answer('taxFileNumber'));
  else rows.push(answer('tfnExemption'), ['ATO code for payroll', tfnCode(t.taxFileNumber, t.tfnExemption)]);
  rows.push(answer('basisOfPayment'), answer('australianResident'));
  if (t.homeCountry) rows.push(answer('homeCountry'));
  rows.push(answer('claimTaxFreeThreshold'), answer('hasHELPDebt'));
  if (t.previousFamilyName.trim()) rows.push(answer('previousFamilyName'));
  rows.push(answer('taxDeclarationDate'));
  return rows;
}

/**
 * NAT 13080: the employer's duty on `signedOn` (the day the choice was signed, 'YYYY-MM-DD' in the
 * employer's zone, as the rate table has it: Payday Super), the fund, and an SMSF's bank details
 * masked; an SMSF has no USI line.
 */
export function superRows(s: SuperfundRecord, payer: string, signedOn: string): FieldRow[] {
  const answer = answerRow(SUPERFUND_CHOICE, s);
  const rows: FieldRow[] = [
    ['Payer', payer],
    ['Employer contribution', superGuaranteeDuty(signedOn)],
    answer('fundChoice'),
  ];
  // The employer's default fund as it was when chosen (decision 088); none on a choice saved before.
  if (s.fundChoice === 'cbus') {
    if (s.fundName) rows.push(answer('fundName'), answer('fundABN'), ...(showsFundUsi(s) ? [answer('fundUSI')] : []));
    rows.push(answer('cbusMemberNumber'));
  }
  if (s.fundChoice === 'custom') {
    rows.push(
      answer('fundName'),
      answer('fundAddress'),
      answer('fundABN'),
      ...(showsFundUsi(s) ? [answer('fundUSI')] : []),
      answer('fundPhoneNumber'),
      answer('memberNumber'),
      answer('accountName'),
      answer('isSMSF'),
    );
    if (s.isSMSF === 'yes') rows.push(answer('smsfBSB'), answer('smsfAccountNumber'), answer('smsfFundESA'));
  }
  return rows;
}
