import { secretKeys } from '../../../shared/catalogue/define-catalogue';
import { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import { SUPERFUND_CHOICE } from '../../../shared/catalogue/superfund-choice';
import { TAX_DECLARATION } from '../../../shared/catalogue/tax-declaration';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { payrollConnections } from '../../db/schema/payroll';
import { staffEnrolments, staffMembers, staffPasskeys } from '../../db/schema/staff';
import { stepDrafts } from '../../db/schema/step-drafts';
import { submissionRecords } from '../../db/schema/submission-records';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import { xeroConnection } from '../../db/schema/xero-connection';

/** A table with columns of `Cipher` values (text, '' or `v<N>:`...), keyed by a uuid `id`. */
export interface EncryptedTable {
  table: PgTable;
  id: PgColumn;
  columns: readonly PgColumn[];
}

/**
 * Every column that holds a `Cipher` value (the schema's `enc:` columns; the answers' are the
 * record catalogues' secret ones): the start-up key check
 * samples them and key rotation re-encrypts them. A new encrypted column belongs here;
 * tests/api/data-key-rotation.test.ts fails on a `v1:` value left in any column after rotation.
 * Stored files (photos, signatures, PDFs) are sealed whole with `Cipher.sealBytes`, and rotated
 * by `rotate-data-key.ts` apart from these columns (decision 062).
 */
export const ENCRYPTED_TABLES: readonly EncryptedTable[] = [
  {
    table: teamMembers,
    id: teamMembers.id,
    columns: secretKeys(PERSONAL_INFORMATION).map((key) => teamMembers[key]),
  },
  { table: stepDrafts, id: stepDrafts.id, columns: [stepDrafts.data] },
  { table: medicalDeclarations, id: medicalDeclarations.id, columns: [medicalDeclarations.answers] },
  {
    table: taxDeclarations,
    id: taxDeclarations.id,
    columns: secretKeys(TAX_DECLARATION).map((key) => taxDeclarations[key]),
  },
  {
    table: superfundChoices,
    id: superfundChoices.id,
    columns: secretKeys(SUPERFUND_CHOICE).map((key) => superfundChoices[key]),
  },
  { table: submissionRecords, id: submissionRecords.id, columns: [submissionRecords.submissionData] },
  // Staff sign-in factors (decision 029).
  { table: staffMembers, id: staffMembers.id, columns: [staffMembers.totpSecret] },
  { table: staffEnrolments, id: staffEnrolments.id, columns: [staffEnrolments.pendingTotpSecret] },
  { table: staffPasskeys, id: staffPasskeys.id, columns: [staffPasskeys.publicKey] },
  // The owner's payroll API keys (decision 103).
  { table: payrollConnections, id: payrollConnections.id, columns: [payrollConnections.secret] },
  // The Xero Payroll AU grant (decision 104): its tokens reach every employee's TFN and bank account.
  { table: xeroConnection, id: xeroConnection.id, columns: [xeroConnection.grant] },
];
