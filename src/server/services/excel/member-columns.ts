import { FUND_CHOICE_SHORT_LABELS, type FundChoice } from '../../../shared/schemas/superfund-choice';
import {
  BASIS_OF_PAYMENT_LABELS,
  RESIDENCY_LABELS,
  TFN_EXEMPTION_LABELS,
  type BasisOfPayment,
  type ResidencyStatus,
  type TfnExemption,
} from '../../../shared/schemas/tax-declaration';
import { formatAbn } from '../../../shared/validators/abn';
import { formatTfn } from '../../../shared/validators/tfn';
import type { superfundChoices } from '../../db/schema/superfund-choices';
import type { taxDeclarations } from '../../db/schema/tax-declarations';
import type { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { dateSerial, dateTimeSerial } from './excel-dates';

export interface ExportRow {
  member: typeof teamMembers.$inferSelect;
  tax: typeof taxDeclarations.$inferSelect | null;
  superfund: typeof superfundChoices.$inferSelect | null;
}

/** One row with its encrypted fields opened: the export is where the full values are needed. */
interface OpenRow extends ExportRow {
  bankBSB: string;
  bankAccountNumber: string;
  visaNumber: string;
  taxFileNumber: string;
  superTaxFileNumber: string;
  smsfBSB: string;
  smsfAccountNumber: string;
}

/** How a column's cells are written: text, a date (dd/mm/yyyy) or a Sydney date and time. */
export type ColumnKind = 'text' | 'date' | 'dateTime';

/**
 * A cell's value: text, or for a date column the date's serial day number. A date column's
 * stored value that is not a real date is written as the text it is.
 */
export type CellValue = string | number;

interface MemberColumn {
  header: string;
  width: number;
  kind: ColumnKind;
  value: (row: OpenRow) => CellValue;
}

/** A stored 'YYYY-MM-DD' as its serial, or as it is ('' stays empty) when it is not a date. */
const day = (value: string): CellValue => dateSerial(value) ?? value;
/** A moment as its Sydney serial, or '' for none. */
const moment = (value: Date | null): CellValue => dateTimeSerial(value) ?? '';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const m = (
  pick: (member: ExportRow['member']) => CellValue,
  header: string,
  width = 16,
  kind: ColumnKind = 'text',
): MemberColumn => ({
  header,
  width,
  kind,
  value: (row) => pick(row.member),
});
const t = (
  pick: (tax: NonNullable<ExportRow['tax']>) => CellValue,
  header: string,
  width = 16,
  kind: ColumnKind = 'text',
): MemberColumn => ({
  header,
  width,
  kind,
  value: (row) => (row.tax ? pick(row.tax) : ''),
});
const s = (
  pick: (choice: NonNullable<ExportRow['superfund']>) => CellValue,
  header: string,
  width = 16,
  kind: ColumnKind = 'text',
): MemberColumn => ({
  header,
  width,
  kind,
  value: (row) => (row.superfund ? pick(row.superfund) : ''),
});
/** The label of a stored option, or the stored value itself if it is not (or no longer) one. */
const label = <K extends string>(labels: Record<K, string>, value: string) => labels[value as K] ?? value;

/** Every member column, the tax declaration, the super choice, then retention; dates are date cells shown dd/mm/yyyy (spec §9). */
export const MEMBER_COLUMNS: MemberColumn[] = [
  m((r) => r.id, 'ID', 38),
  m((r) => r.fullName, 'Full Name', 24),
  m((r) => r.email, 'Email', 30),
  m((r) => r.mobile, 'Mobile', 14),
  m((r) => r.gender, 'Gender', 10),
  m((r) => day(r.dateOfBirth), 'Date of Birth', 12, 'date'),
  m((r) => yesNo(r.profilePhotoFileId !== null), 'Profile Photo', 13),
  m((r) => r.addrsHouseNumber, 'House No.', 10),
  m((r) => r.addrsStreetName, 'Street Name', 22),
  m((r) => r.addrsSuburb, 'Suburb'),
  m((r) => r.addrsState, 'State', 8),
  m((r) => r.addrsPostcode, 'Post Code', 10),
  m((r) => r.emergencyContactName1, 'Emergency Contact 1 Name', 24),
  m((r) => r.emergencyContactMobile1, 'Emergency Contact 1 Mobile'),
  m((r) => r.emergencyContactRelationship1, 'Emergency Contact 1 Relationship'),
  m((r) => r.emergencyContactName2, 'Emergency Contact 2 Name', 24),
  m((r) => r.emergencyContactMobile2, 'Emergency Contact 2 Mobile'),
  m((r) => r.emergencyContactRelationship2, 'Emergency Contact 2 Relationship'),
  m((r) => yesNo(r.tagAboriginal), 'Aboriginal', 11),
  m((r) => yesNo(r.tagSingleParent), 'Single Parent', 13),
  m((r) => yesNo(r.tagDisabled), 'Disabled', 10),
  m((r) => yesNo(r.tagAustralianCitizen), 'Australian Citizen'),
  m((r) => yesNo(r.tagVisaCitizen), 'Visa Citizen', 12),
  { header: 'Visa Number', width: 16, kind: 'text', value: (row) => row.visaNumber },
  m((r) => day(r.visaExpiry), 'Visa Expiry', 12, 'date'),
  m((r) => r.cardRedCard, 'Red Card'),
  m((r) => r.cardWhiteCard, 'White Card'),
  m((r) => r.cardIncolink, 'Incolink Card'),
  m((r) => r.cardCbus, 'Cbus Card'),
  m((r) => r.cardUnion, 'Union Card'),
  m((r) => r.cardTrafficController, 'Traffic Controller Card'),
  m((r) => r.licenceForklift, 'Forklift Licence'),
  m((r) => day(r.licenceForkliftExpiry), 'Forklift Expiry', 12, 'date'),
  m((r) => r.licenceEWP, 'EWP Licence'),
  m((r) => day(r.licenceEWPExpiry), 'EWP Expiry', 12, 'date'),
  m((r) => r.bankInstitution, 'Bank Name'),
  m((r) => r.bankAccountName, 'Account Name', 22),
  { header: 'BSB', width: 10, kind: 'text', value: (row) => row.bankBSB },
  { header: 'Account Number', width: 16, kind: 'text', value: (row) => row.bankAccountNumber },
  m((r) => r.companyBeingEmployedBy, 'Company', 30),
  m((r) => r.position, 'Position'),
  m((r) => r.department, 'Department'),
  m((r) => r.location, 'Location', 10),
  m((r) => day(r.plannedStartDate), 'Planned Start Date', 12, 'date'),
  m((r) => r.notes, 'Notes', 30),
  m((r) => yesNo(r.signatureFileId !== null), 'Initial Provided', 13),
  { header: 'Tax File Number', width: 14, kind: 'text', value: (row) => formatTfn(row.taxFileNumber) },
  t((r) => label<TfnExemption>(TFN_EXEMPTION_LABELS, r.tfnExemption), 'TFN Exemption', 24),
  t((r) => label<BasisOfPayment>(BASIS_OF_PAYMENT_LABELS, r.basisOfPayment), 'Basis of Payment', 22),
  t((r) => label<ResidencyStatus>(RESIDENCY_LABELS, r.australianResident), 'Residency Status', 24),
  t((r) => r.claimTaxFreeThreshold, 'Claim Tax-Free Threshold'),
  t((r) => r.hasHELPDebt, 'HELP Debt', 10),
  t((r) => r.previousFamilyName, 'Previous Family Name', 20),
  t((r) => day(r.taxDeclarationDate), 'Tax Declaration Date', 12, 'date'),
  t((r) => moment(r.submittedAt), 'Tax Declaration Submitted At', 22, 'dateTime'),
  s((r) => label<FundChoice>(FUND_CHOICE_SHORT_LABELS, r.fundChoice), 'Super Fund Choice', 24),
  { header: 'Super TFN', width: 14, kind: 'text', value: (row) => formatTfn(row.superTaxFileNumber) },
  s((r) => r.cbusMemberNumber, 'Cbus Member Number'),
  s((r) => r.fundName, 'Super Fund Name', 24),
  s((r) => (r.fundABN ? formatAbn(r.fundABN) : ''), 'Super Fund ABN', 16),
  s((r) => r.fundUSI, 'Super Fund USI'),
  s((r) => r.fundAddress, 'Super Fund Address', 30),
  s((r) => r.memberNumber, 'Super Member Number'),
  s((r) => r.accountName, 'Super Account Name', 22),
  s((r) => r.fundPhoneNumber, 'Super Fund Phone'),
  s((r) => (r.isSMSF === 'yes' ? 'Yes' : 'No'), 'SMSF', 8),
  { header: 'SMSF BSB', width: 10, kind: 'text', value: (row) => row.smsfBSB },
  { header: 'SMSF Account Number', width: 16, kind: 'text', value: (row) => row.smsfAccountNumber },
  s((r) => r.smsfFundESA, 'SMSF ESA'),
  s((r) => moment(r.submittedAt), 'Super Choice Submitted At', 22, 'dateTime'),
  m((r) => moment(r.createdAt), 'Onboarding Date', 22, 'dateTime'),
  m((r) => moment(r.updatedAt), 'Last Updated', 22, 'dateTime'),
  m((r) => r.dataDownloadedBy ?? '', 'Downloaded By'),
  m((r) => moment(r.dataDownloadedAt), 'Downloaded At', 22, 'dateTime'),
  m((r) => yesNo(r.approvedForDeletion), 'Approved for Deletion'),
  m((r) => r.approvedBy ?? '', 'Approved By'),
  m((r) => moment(r.approvedAt), 'Approved At', 22, 'dateTime'),
  m((r) => r.approvalNotes ?? '', 'Approval Notes', 30),
];

/** The cells of one member, in MEMBER_COLUMNS order, with encrypted fields decrypted. */
export function memberCells(row: ExportRow, cipher: Cipher): CellValue[] {
  const open: OpenRow = {
    ...row,
    bankBSB: cipher.decrypt(row.member.bankBSB),
    bankAccountNumber: cipher.decrypt(row.member.bankAccountNumber),
    visaNumber: cipher.decrypt(row.member.visaNumber),
    taxFileNumber: row.tax ? cipher.decrypt(row.tax.taxFileNumber) : '',
    superTaxFileNumber: row.superfund ? cipher.decrypt(row.superfund.taxFileNumber) : '',
    smsfBSB: row.superfund ? cipher.decrypt(row.superfund.smsfBSB) : '',
    smsfAccountNumber: row.superfund ? cipher.decrypt(row.superfund.smsfAccountNumber) : '',
  };
  return MEMBER_COLUMNS.map((c) => c.value(open));
}
