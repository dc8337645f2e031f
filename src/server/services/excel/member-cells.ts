import type { InferSelectModel } from 'drizzle-orm';
import {
  BASIS_OF_PAYMENT_LABELS,
  CARD_LABELS,
  choiceLabel,
  FUND_CHOICE_LABELS,
  PERSONAL_STATUS_TAG_LABELS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_CODES,
  TFN_EXEMPTION_LABELS,
  VEVO_RESULT_LABELS,
  VISA_CONDITIONS_LABEL,
  VISA_SUBCLASS_LABEL,
  yesNoLabel,
} from '../../../shared/choice-labels';
import { countryName } from '../../../shared/countries';
import { formatAbn, formatBsb, formatMobile, formatTfn } from '../../../shared/format';
import { formatPhone } from '../../../shared/validators/phone';
import type { superfundChoices } from '../../db/schema/superfund-choices';
import type { taxDeclarations } from '../../db/schema/tax-declarations';
import type { teamMembers } from '../../db/schema/team-members';
import type { vevoChecks } from '../../db/schema/vevo-checks';
import type { Cipher } from '../crypto/cipher';
import { dateSerial, momentSerial } from './excel-dates';

// The Excel sheet's columns and how each cell is made from what the database sends. This module
// runs in the export's worker thread, so it imports no database or schema code (types only):
// `member-columns.ts` turns each column's `source` into the query's select list.

/** How a column's cells are written: text, a date (dd/mm/yyyy) or a date and time in the employer's zone. */
export type ColumnKind = 'text' | 'date' | 'dateTime';

/**
 * A cell's value: text, or for a date column the date's serial day number. A date column's
 * stored value that is not a real date is written as the text it is.
 */
export type CellValue = string | number;

/** A column's value as the database sends it in the row's JSON array (null: no such row). */
export type RawValue = string | number | boolean | null;

/**
 * Where a column's value comes from: a column of the member (`m`), of their tax declaration
 * (`tax`) or of their super choice (`sf`), by its name in the Drizzle schema.
 */
export type CellSource =
  | `m.${keyof InferSelectModel<typeof teamMembers>}`
  | `tax.${keyof InferSelectModel<typeof taxDeclarations>}`
  | `sf.${keyof InferSelectModel<typeof superfundChoices>}`
  | `vc.${keyof InferSelectModel<typeof vevoChecks>}`
  /** A visa holder without a recorded VEVO check (member-columns.ts computes it). */
  | 'calc.needsVevoCheck'
  /** The TFN the fund gets: the super choice's, else the tax declaration's (member-columns.ts). */
  | 'calc.superTaxFileNumber';

export interface MemberCell {
  header: string;
  width: number;
  /** A 'dateTime' column is selected as seconds since 1970 (`member-columns.ts`). */
  kind: ColumnKind;
  source: CellSource;
  /** Whether the selected value is encrypted: `value` then gets it opened ('' for none). */
  encrypted?: true;
  /** The cell, from the selected (for an encrypted field, opened) value. */
  /** The cell, from the selected value; a moment reads in `timeZone` (the employer's). */
  value: (raw: RawValue, timeZone: string) => CellValue;
}

const str = (raw: RawValue) => (typeof raw === 'string' ? raw : '');

const text = (source: CellSource, header: string, width = 16): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  value: str,
});
/** A phone number as the app shows it: '(02) 9726 1234', '+84 912 345 678' (stored in E.164). */
const phone = (source: CellSource, header: string, width = 16): MemberCell => ({
  ...text(source, header, width),
  value: (raw) => formatPhone(str(raw)),
});
/** Yes or No; '' when the tax or super row it belongs to does not exist. */
const flag = (
  source: CellSource,
  header: string,
  width = 16,
  yes: (raw: RawValue) => boolean = (raw) => raw === true,
): MemberCell => ({
  header,
  width,
  kind: 'text' as const,
  source,
  value: (raw: RawValue) => (raw === null ? '' : yesNoLabel(yes(raw))),
});
/** Whether a file (photo, initial) is held. */
const held = (source: CellSource, header: string, width = 16): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  value: (raw) => yesNoLabel(raw !== null),
});
/** A stored 'YYYY-MM-DD' as a date cell, or as it is ('' stays empty) when it is not a date. */
const day = (source: CellSource, header: string): MemberCell => ({
  header,
  width: 12,
  kind: 'date',
  source,
  value: (raw) => (typeof raw === 'string' ? (dateSerial(raw) ?? raw) : ''),
});
/** A timestamp (selected as seconds since 1970) as a date-and-time cell in the employer's zone; '' for none. */
const moment = (source: CellSource, header: string): MemberCell => ({
  header,
  width: 22,
  kind: 'dateTime',
  source,
  value: (raw, timeZone) => (typeof raw === 'number' ? (momentSerial(raw * 1000, timeZone) ?? '') : ''),
});
/** An encrypted field, opened (and formatted) for the export: the full values are needed here. */
const secret = (
  source: CellSource,
  header: string,
  width = 16,
  format = (plain: string) => plain,
): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  encrypted: true,
  value: (plain) => (typeof plain === 'string' && plain !== '' ? format(plain) : ''),
});
/**
 * A stored choice in the wording the form showed it (choice-labels.ts, as the PDF prints it),
 * or the stored value itself if it is not (or no longer) one.
 */
const labelled = <K extends string>(
  source: CellSource,
  labels: Readonly<Record<K, string>>,
  header: string,
  width = 16,
): MemberCell => ({
  header,
  width,
  kind: 'text',
  source,
  value: (raw: RawValue) => (typeof raw === 'string' ? choiceLabel(labels, raw) : ''),
});

/**
 * Every member column, the tax declaration, the super choice, then retention; dates are date
 * cells shown dd/mm/yyyy (spec §9). The first column is the member's id (the keyset of paging).
 */
export const MEMBER_CELLS: MemberCell[] = [
  text('m.id', 'ID', 38),
  text('m.fullName', 'Full Name', 24),
  text('m.email', 'Email', 30),
  { ...text('m.mobile', 'Mobile', 14), value: (raw) => formatMobile(str(raw)) },
  text('m.gender', 'Gender', 10),
  day('m.dateOfBirth', 'Date of Birth'),
  held('m.profilePhotoFileId', 'Profile Photo', 13),
  text('m.addrsHouseNumber', 'House No.', 10),
  text('m.addrsStreetName', 'Street Name', 22),
  text('m.addrsSuburb', 'Suburb'),
  text('m.addrsState', 'State', 8),
  text('m.addrsPostcode', 'Post Code', 10),
  text('m.emergencyContactName1', 'Emergency Contact 1 Name', 24),
  phone('m.emergencyContactMobile1', 'Emergency Contact 1 Mobile'),
  text('m.emergencyContactRelationship1', 'Emergency Contact 1 Relationship'),
  text('m.emergencyContactName2', 'Emergency Contact 2 Name', 24),
  phone('m.emergencyContactMobile2', 'Emergency Contact 2 Mobile'),
  text('m.emergencyContactRelationship2', 'Emergency Contact 2 Relationship'),
  flag('m.tagAboriginal', PERSONAL_STATUS_TAG_LABELS.tagAboriginal, 11),
  flag('m.tagSingleParent', PERSONAL_STATUS_TAG_LABELS.tagSingleParent, 13),
  flag('m.tagDisabled', PERSONAL_STATUS_TAG_LABELS.tagDisabled, 10),
  flag('m.tagAustralianCitizen', PERSONAL_STATUS_TAG_LABELS.tagAustralianCitizen),
  flag('m.tagPermanentResident', PERSONAL_STATUS_TAG_LABELS.tagPermanentResident),
  flag('m.tagNZCitizen', PERSONAL_STATUS_TAG_LABELS.tagNZCitizen, 18),
  flag('m.tagVisaCitizen', PERSONAL_STATUS_TAG_LABELS.tagVisaCitizen, 12),
  secret('m.visaNumber', 'Visa Number'),
  day('m.visaExpiry', 'Visa Expiry'),
  // Right to work (issue 22 §3, decision 032): the visa's details and the employer's VEVO check.
  text('m.visaSubclass', VISA_SUBCLASS_LABEL, 12),
  text('m.visaConditions', VISA_CONDITIONS_LABEL, 20),
  flag('calc.needsVevoCheck', 'VEVO Check Needed', 12),
  day('vc.checkedOn', 'VEVO Checked On'),
  labelled('vc.result', VEVO_RESULT_LABELS, 'VEVO Result', 22),
  text('vc.reference', 'VEVO Reference'),
  text('vc.officer', 'VEVO Officer', 20),
  text('m.cardRedCard', CARD_LABELS.cardRedCard),
  text('m.cardWhiteCard', CARD_LABELS.cardWhiteCard),
  text('m.cardIncolink', CARD_LABELS.cardIncolink),
  text('m.cardCbus', CARD_LABELS.cardCbus),
  text('m.cardUnion', CARD_LABELS.cardUnion),
  text('m.cardTrafficController', CARD_LABELS.cardTrafficController),
  text('m.licenceForklift', 'Forklift Licence'),
  day('m.licenceForkliftExpiry', 'Forklift Expiry'),
  text('m.licenceEWP', 'EWP Licence'),
  day('m.licenceEWPExpiry', 'EWP Expiry'),
  text('m.bankInstitution', 'Bank Name'),
  text('m.bankAccountName', 'Account Name', 22),
  secret('m.bankBSB', 'BSB', 10, formatBsb),
  secret('m.bankAccountNumber', 'Account Number'),
  text('m.companyBeingEmployedBy', 'Company', 30),
  text('m.position', 'Position'),
  text('m.department', 'Department'),
  text('m.location', 'Location', 10),
  day('m.plannedStartDate', 'Planned Start Date'),
  text('m.notes', 'Notes', 30),
  held('m.signatureFileId', 'Initial Provided', 13),
  text('tax.title', 'Title', 8),
  text('tax.familyName', 'Family Name', 20),
  text('tax.givenNames', 'Given Names', 22),
  secret('tax.taxFileNumber', 'Tax File Number', 14, formatTfn),
  // Where no TFN was given, the ATO's code payroll reports through STP (decision 030); a TFN
  // given leaves the exemption '' and so the code too.
  labelled('tax.tfnExemption', TFN_EXEMPTION_CODES, 'TFN Code', 12),
  labelled('tax.tfnExemption', TFN_EXEMPTION_LABELS, 'TFN Exemption', 24),
  labelled('tax.basisOfPayment', BASIS_OF_PAYMENT_LABELS, 'Basis of Payment', 22),
  labelled('tax.australianResident', RESIDENCY_LABELS, 'Residency Status', 24),
  {
    ...text('tax.homeCountry', 'Home Country', 18),
    value: (raw) => (typeof raw === 'string' && raw ? `${countryName(raw)} (${raw})` : ''),
  },
  flag('tax.claimTaxFreeThreshold', 'Claim Tax-Free Threshold', 16, (raw) => raw === 'yes'),
  flag('tax.hasHELPDebt', 'HELP Debt', 10, (raw) => raw === 'yes'),
  text('tax.previousFamilyName', 'Previous Family Name', 20),
  day('tax.taxDeclarationDate', 'Tax Declaration Date'),
  moment('tax.submittedAt', 'Tax Declaration Submitted At'),
  labelled('sf.fundChoice', FUND_CHOICE_LABELS, 'Super Fund Choice', 30),
  secret('calc.superTaxFileNumber', 'Super TFN', 14, formatTfn),
  text('sf.cbusMemberNumber', 'Cbus Member Number'),
  text('sf.fundName', 'Super Fund Name', 24),
  {
    ...text('sf.fundABN', 'Super Fund ABN', 16),
    value: (raw) => (typeof raw === 'string' && raw ? formatAbn(raw) : ''),
  },
  text('sf.fundUSI', 'Super Fund USI'),
  text('sf.fundAddress', 'Super Fund Address', 30),
  text('sf.memberNumber', 'Super Member Number'),
  text('sf.accountName', 'Super Account Name', 22),
  text('sf.fundPhoneNumber', 'Super Fund Phone'),
  flag('sf.isSMSF', 'SMSF', 8, (raw) => raw === 'yes'),
  secret('sf.smsfBSB', 'SMSF BSB', 10, formatBsb),
  secret('sf.smsfAccountNumber', 'SMSF Account Number'),
  text('sf.smsfFundESA', 'SMSF ESA'),
  moment('sf.submittedAt', 'Super Choice Submitted At'),
  moment('m.createdAt', 'Onboarding Date'),
  moment('m.updatedAt', 'Last Updated'),
  text('m.dataDownloadedBy', 'Downloaded By'),
  moment('m.dataDownloadedAt', 'Downloaded At'),
  flag('m.approvedForDeletion', 'Approved for Deletion'),
  text('m.approvedBy', 'Approved By'),
  moment('m.approvedAt', 'Approved At'),
  text('m.approvalNotes', 'Approval Notes', 30),
];

/**
 * The cells of a page of members (each its JSON array, parsed), the encrypted fields opened with
 * `cipher` (node:crypto's AES-256-GCM; a value that does not authenticate throws).
 */
export function memberCells(
  page: readonly (readonly RawValue[])[],
  cipher: Cipher,
  timeZone: string,
): CellValue[][] {
  return page.map((raw) => {
    const cells = new Array<CellValue>(MEMBER_CELLS.length);
    for (let i = 0; i < MEMBER_CELLS.length; i++) {
      const column = MEMBER_CELLS[i]!;
      const value = raw[i] ?? null;
      cells[i] = column.value(
        column.encrypted ? cipher.decrypt(typeof value === 'string' ? value : '') : value,
        timeZone,
      );
    }
    return cells;
  });
}
