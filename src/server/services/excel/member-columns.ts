import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { FUND_CHOICE_SHORT_LABELS } from '../../../shared/schemas/superfund-choice';
import {
  BASIS_OF_PAYMENT_LABELS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_LABELS,
} from '../../../shared/schemas/tax-declaration';
import { formatAbn } from '../../../shared/validators/abn';
import { formatTfn } from '../../../shared/validators/tfn';
import { superfundChoices as sf } from '../../db/schema/superfund-choices';
import { taxDeclarations as tax } from '../../db/schema/tax-declarations';
import { teamMembers as m } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { dateSerial, momentSerial } from './excel-dates';

/** How a column's cells are written: text, a date (dd/mm/yyyy) or a Sydney date and time. */
export type ColumnKind = 'text' | 'date' | 'dateTime';

/**
 * A cell's value: text, or for a date column the date's serial day number. A date column's
 * stored value that is not a real date is written as the text it is.
 */
export type CellValue = string | number;

/** A column's value as the database sends it in the row's JSON array (null: no such row). */
export type RawValue = string | number | boolean | null;

export interface MemberColumn {
  header: string;
  width: number;
  kind: ColumnKind;
  /** What the query selects for this column. */
  field: SQL | AnyColumn;
  /** Whether the selected value is encrypted: `value` then gets it opened ('' for none). */
  encrypted?: true;
  /** The cell, from the selected (for an encrypted field, opened) value. */
  value: (raw: RawValue) => CellValue;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const str = (raw: RawValue) => (typeof raw === 'string' ? raw : '');

const text = (field: AnyColumn, header: string, width = 16): MemberColumn => ({
  header,
  width,
  kind: 'text',
  field,
  value: str,
});
/** Yes or No; '' when the tax or super row it belongs to does not exist. */
const flag = (
  field: AnyColumn,
  header: string,
  width = 16,
  yes: (raw: RawValue) => boolean = (raw) => raw === true,
): MemberColumn => ({
  header,
  width,
  kind: 'text' as const,
  field,
  value: (raw: RawValue) => (raw === null ? '' : yesNo(yes(raw))),
});
/** Whether a file (photo, initial) is held. */
const held = (field: AnyColumn, header: string, width = 16): MemberColumn => ({
  header,
  width,
  kind: 'text',
  field,
  value: (raw) => yesNo(raw !== null),
});
/** A stored 'YYYY-MM-DD' as a date cell, or as it is ('' stays empty) when it is not a date. */
const day = (field: AnyColumn, header: string): MemberColumn => ({
  header,
  width: 12,
  kind: 'date',
  field,
  value: (raw) => (typeof raw === 'string' ? (dateSerial(raw) ?? raw) : ''),
});
/** A timestamp as a Sydney date-and-time cell; '' for none. */
const moment = (field: AnyColumn, header: string): MemberColumn => ({
  header,
  width: 22,
  kind: 'dateTime',
  field: sql`extract(epoch from ${field})`,
  value: (raw) => (typeof raw === 'number' ? (momentSerial(raw * 1000) ?? '') : ''),
});
/** An encrypted field, opened (and formatted) for the export: the full values are needed here. */
const secret = (
  field: AnyColumn,
  header: string,
  width = 16,
  format = (plain: string) => plain,
): MemberColumn => ({
  header,
  width,
  kind: 'text',
  field,
  encrypted: true,
  value: (plain) => (typeof plain === 'string' && plain !== '' ? format(plain) : ''),
});
/** The label of a stored option, or the stored value itself if it is not (or no longer) one. */
const labelled = (field: AnyColumn, labels: Record<string, string>, header: string, width = 16) => ({
  header,
  width,
  kind: 'text' as const,
  field,
  value: (raw: RawValue) => (typeof raw === 'string' ? (labels[raw] ?? raw) : ''),
});

/**
 * Every member column, the tax declaration, the super choice, then retention; dates are date
 * cells shown dd/mm/yyyy (spec §9). The first column is the member's id (the keyset of paging).
 */
export const MEMBER_COLUMNS: MemberColumn[] = [
  text(m.id, 'ID', 38),
  text(m.fullName, 'Full Name', 24),
  text(m.email, 'Email', 30),
  text(m.mobile, 'Mobile', 14),
  text(m.gender, 'Gender', 10),
  day(m.dateOfBirth, 'Date of Birth'),
  held(m.profilePhotoFileId, 'Profile Photo', 13),
  text(m.addrsHouseNumber, 'House No.', 10),
  text(m.addrsStreetName, 'Street Name', 22),
  text(m.addrsSuburb, 'Suburb'),
  text(m.addrsState, 'State', 8),
  text(m.addrsPostcode, 'Post Code', 10),
  text(m.emergencyContactName1, 'Emergency Contact 1 Name', 24),
  text(m.emergencyContactMobile1, 'Emergency Contact 1 Mobile'),
  text(m.emergencyContactRelationship1, 'Emergency Contact 1 Relationship'),
  text(m.emergencyContactName2, 'Emergency Contact 2 Name', 24),
  text(m.emergencyContactMobile2, 'Emergency Contact 2 Mobile'),
  text(m.emergencyContactRelationship2, 'Emergency Contact 2 Relationship'),
  flag(m.tagAboriginal, 'Aboriginal', 11),
  flag(m.tagSingleParent, 'Single Parent', 13),
  flag(m.tagDisabled, 'Disabled', 10),
  flag(m.tagAustralianCitizen, 'Australian Citizen'),
  flag(m.tagVisaCitizen, 'Visa Citizen', 12),
  secret(m.visaNumber, 'Visa Number'),
  day(m.visaExpiry, 'Visa Expiry'),
  text(m.cardRedCard, 'Red Card'),
  text(m.cardWhiteCard, 'White Card'),
  text(m.cardIncolink, 'Incolink Card'),
  text(m.cardCbus, 'Cbus Card'),
  text(m.cardUnion, 'Union Card'),
  text(m.cardTrafficController, 'Traffic Controller Card'),
  text(m.licenceForklift, 'Forklift Licence'),
  day(m.licenceForkliftExpiry, 'Forklift Expiry'),
  text(m.licenceEWP, 'EWP Licence'),
  day(m.licenceEWPExpiry, 'EWP Expiry'),
  text(m.bankInstitution, 'Bank Name'),
  text(m.bankAccountName, 'Account Name', 22),
  secret(m.bankBSB, 'BSB', 10),
  secret(m.bankAccountNumber, 'Account Number'),
  text(m.companyBeingEmployedBy, 'Company', 30),
  text(m.position, 'Position'),
  text(m.department, 'Department'),
  text(m.location, 'Location', 10),
  day(m.plannedStartDate, 'Planned Start Date'),
  text(m.notes, 'Notes', 30),
  held(m.signatureFileId, 'Initial Provided', 13),
  secret(tax.taxFileNumber, 'Tax File Number', 14, formatTfn),
  labelled(tax.tfnExemption, TFN_EXEMPTION_LABELS, 'TFN Exemption', 24),
  labelled(tax.basisOfPayment, BASIS_OF_PAYMENT_LABELS, 'Basis of Payment', 22),
  labelled(tax.australianResident, RESIDENCY_LABELS, 'Residency Status', 24),
  text(tax.claimTaxFreeThreshold, 'Claim Tax-Free Threshold'),
  text(tax.hasHELPDebt, 'HELP Debt', 10),
  text(tax.previousFamilyName, 'Previous Family Name', 20),
  day(tax.taxDeclarationDate, 'Tax Declaration Date'),
  moment(tax.submittedAt, 'Tax Declaration Submitted At'),
  labelled(sf.fundChoice, FUND_CHOICE_SHORT_LABELS, 'Super Fund Choice', 24),
  secret(sf.taxFileNumber, 'Super TFN', 14, formatTfn),
  text(sf.cbusMemberNumber, 'Cbus Member Number'),
  text(sf.fundName, 'Super Fund Name', 24),
  {
    ...text(sf.fundABN, 'Super Fund ABN', 16),
    value: (raw) => (typeof raw === 'string' && raw ? formatAbn(raw) : ''),
  },
  text(sf.fundUSI, 'Super Fund USI'),
  text(sf.fundAddress, 'Super Fund Address', 30),
  text(sf.memberNumber, 'Super Member Number'),
  text(sf.accountName, 'Super Account Name', 22),
  text(sf.fundPhoneNumber, 'Super Fund Phone'),
  flag(sf.isSMSF, 'SMSF', 8, (raw) => raw === 'yes'),
  secret(sf.smsfBSB, 'SMSF BSB', 10),
  secret(sf.smsfAccountNumber, 'SMSF Account Number'),
  text(sf.smsfFundESA, 'SMSF ESA'),
  moment(sf.submittedAt, 'Super Choice Submitted At'),
  moment(m.createdAt, 'Onboarding Date'),
  moment(m.updatedAt, 'Last Updated'),
  text(m.dataDownloadedBy, 'Downloaded By'),
  moment(m.dataDownloadedAt, 'Downloaded At'),
  flag(m.approvedForDeletion, 'Approved for Deletion'),
  text(m.approvedBy, 'Approved By'),
  moment(m.approvedAt, 'Approved At'),
  text(m.approvalNotes, 'Approval Notes', 30),
];

/** The select list of the export query: one JSON array per member, in MEMBER_COLUMNS order. */
export const MEMBER_ROW_JSON = sql`json_build_array(${sql.join(
  MEMBER_COLUMNS.map((c) => c.field),
  sql`, `,
)})::text`;

const ENCRYPTED = MEMBER_COLUMNS.flatMap((c, i) => (c.encrypted ? [i] : []));

/**
 * The cells of a page of members (each its JSON array, parsed), with the encrypted fields of
 * the whole page opened in one batch (`decryptMany`: a tenth of the cost of one by one).
 */
export function memberCells(page: readonly (readonly RawValue[])[], cipher: Cipher): CellValue[][] {
  const sealed: string[] = [];
  for (const raw of page) for (const i of ENCRYPTED) sealed.push(typeof raw[i] === 'string' ? raw[i] : '');
  const opened = cipher.decryptMany(sealed);
  let next = 0;
  return page.map((raw) => {
    const cells = new Array<CellValue>(MEMBER_COLUMNS.length);
    for (let i = 0; i < MEMBER_COLUMNS.length; i++) {
      const column = MEMBER_COLUMNS[i]!;
      cells[i] = column.value(column.encrypted ? opened[next++]! : (raw[i] ?? null));
    }
    return cells;
  });
}
