import type { FairWorkStatementGiven } from '../../../shared/answers/fair-work';
import type { LicenceAnswer } from '../../../shared/answers/licences';
import type { SensitiveKey } from '../../../shared/catalogue/define-catalogue';
import type { PERSONAL_INFORMATION } from '../../../shared/catalogue/personal-information';
import type { AcknowledgedSnapshotKey } from '../../../shared/task-descriptors/index';
import type { superfundChoices } from '../../db/schema/superfund-choices';
import type { taxDeclarations } from '../../db/schema/tax-declarations';
import type { teamMembers } from '../../db/schema/team-members';
import type { MedicalAnswers } from '../acknowledgments/record-medical-declaration';

// The typed records of one application, from the Drizzle rows they are read from: the snapshot
// (stored, and sent to the records system as JSON), the application PDF's input and the Excel
// export's columns all name the same fields, so a renamed column fails to compile in each.

/** Columns of every task row that are bookkeeping, not answers. */
export const TASK_BOOKKEEPING = [
  'id',
  'memberId',
  'email',
  'signatureFileId',
  'signedAt',
  'signedIp',
  'signedUserAgent',
  'submittedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof typeof taxDeclarations.$inferSelect &
  keyof typeof superfundChoices.$inferSelect)[];

/** The member's columns that are bookkeeping or retention, not answers. */
export const MEMBER_BOOKKEEPING = [
  'id',
  'email',
  'signatureFileId',
  'signedAt',
  'signedIp',
  'signedUserAgent',
  'createdAt',
  'updatedAt',
  'dataDownloadedBy',
  'dataDownloadedAt',
  'approvedForDeletion',
  'approvedBy',
  'approvedAt',
  'approvalNotes',
  'approvedWithoutDelivery',
  'legalHoldReason',
  'legalHoldBy',
  'legalHoldAt',
] as const satisfies readonly (keyof typeof teamMembers.$inferSelect)[];

/** The new hire's Personal Information as submitted: visa, BSB and account number opened. */
export type PersonalRecord = Omit<typeof teamMembers.$inferSelect, (typeof MEMBER_BOOKKEEPING)[number]>;

/** The tax declaration's answers (NAT 3092), the TFN opened. */
export type TaxRecord = Omit<typeof taxDeclarations.$inferSelect, (typeof TASK_BOOKKEEPING)[number]>;

/** The super choice's answers (NAT 13080), TFN and SMSF bank details opened. */
export type SuperfundRecord = Omit<typeof superfundChoices.$inferSelect, (typeof TASK_BOOKKEEPING)[number]>;

/** The medical declaration's answers (opened) and date. */
export interface MedicalRecord {
  policyDocumentId: string | null;
  medicalDeclarationDate: string;
  answers: MedicalAnswers;
}

/** A signature's evidence as the snapshot keeps it (ISO time). */
export interface SnapshotEvidence {
  signatureFileId: string | null;
  signedAt: string | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  documentSha256?: string | null;
}

export interface SnapshotPolicy extends SnapshotEvidence {
  policyDocumentId: string;
  title: string;
  version: string;
  acknowledgedAt: string;
  /** questionForHr: a 'Do you understand…' question answered No, with the hire's question (decision 115). */
  answers: { questionId: string; question: string; answer: string; questionForHr?: string }[];
}

/**
 * Every task of one application as it stood when submitted, with sensitive values in full (it
 * is stored encrypted, and it is what the records system receives). Images are referenced by
 * stored-file id, never inlined.
 */
export interface ApplicationSnapshot extends Record<AcknowledgedSnapshotKey, SnapshotPolicy | null> {
  memberId: string;
  email: string;
  fullName: string;
  personal: PersonalRecord;
  personalEvidence: SnapshotEvidence;
  medicalDeclaration: (MedicalRecord & SnapshotEvidence) | null;
  taxDeclaration: (TaxRecord & SnapshotEvidence) | null;
  superfundChoice: (SuperfundRecord & SnapshotEvidence) | null;
  /**
   * The employer's documents the hire signed (decision 090), each the latest signing, in the order
   * they were signed. Absent from snapshots stored before issue 39.
   */
  employerDocuments?: SnapshotEmployerDocument[];
  /**
   * The licences, tickets and cards held (decision 094), in the hire's order. Absent from snapshots
   * stored before issue 40, whose personal record has the fixed card fields instead
   * (services/licences/snapshot-licences.ts reads both).
   */
  licences?: LicenceAnswer[];
}

/** An employer document as signed: its type, title and the version signed, answers and evidence. */
export interface SnapshotEmployerDocument extends SnapshotPolicy {
  documentType: string;
  /** When the employer countersigned it, if before the submission (decision 100). */
  countersignedAt?: string;
  /** Who countersigned it: 'Name <email>'. */
  countersignedBy?: string;
}

/**
 * The tax declaration as the records system receives it: where no TFN was given, the code payroll
 * reports through STP in its place (`tfnCode`, e.g. '111111111') beside the reason in the words
 * the form offered it (`tfnExemptionReason`), and the payroll systems' value for it
 * (`payrollTfnExemption`: NOTQUOTED, PENDING, PENSIONER, UNDER18, decision 101); all '' when a TFN
 * was given (decision 030).
 */
export type RecordsTaxDeclaration = TaxRecord &
  SnapshotEvidence & { tfnCode: string; tfnExemptionReason: string; payrollTfnExemption: string };

/** The JSON body of a records-system delivery. */
/** The personal answers that are sensitive information (the catalogue's `sensitive`): 'Aboriginal', 'Disabled'. */
export type SensitivePersonalKey = SensitiveKey<typeof PERSONAL_INFORMATION> & keyof PersonalRecord;

/**
 * The employment record the records system receives (webhook event `RECORDS_EVENTS.employment`):
 * the whole snapshot but the medical declaration and the sensitive answers, which go in a
 * delivery of their own (`SensitiveRecordsDelivery`; issue 42 item 3).
 */
export interface RecordsDelivery {
  type: typeof RECORDS_EVENTS.employment;
  submissionId: string;
  submittedAt: string;
  isResubmission: boolean;
  /** The Fair Work statements given with this submission: which, the link, when (decision 032). */
  fairWorkStatements: FairWorkStatementGiven[];
  application: Omit<ApplicationSnapshot, 'taxDeclaration' | 'medicalDeclaration' | 'personal'> & {
    personal: Omit<PersonalRecord, SensitivePersonalKey>;
    taxDeclaration: RecordsTaxDeclaration | null;
  };
  /**
   * The employer's latest VEVO check of the hire's work rights when the JSON is sent (issue 40):
   * the day, the result (its code and words), VEVO's reference and the conditions; null before one.
   */
  vevoCheck: {
    checkedOn: string;
    result: string;
    resultLabel: string;
    reference: string;
    conditions: string;
  } | null;
}

/** The records system's webhook events (header `X-Records-Event`, and each JSON's `type`). */
export const RECORDS_EVENTS = {
  employment: 'employment-record',
  sensitive: 'sensitive-information',
} as const;

/**
 * Health and other sensitive information (Privacy Act 1988 s 6), delivered apart from the
 * employment record (webhook event `RECORDS_EVENTS.sensitive`; issue 42 item 3): the medical
 * declaration with its answers and evidence, the personal-status answers of racial or ethnic
 * origin and disability, and union cards (union membership).
 */
export interface SensitiveRecordsDelivery {
  type: typeof RECORDS_EVENTS.sensitive;
  submissionId: string;
  submittedAt: string;
  isResubmission: boolean;
  email: string;
  fullName: string;
  medicalDeclaration: ApplicationSnapshot['medicalDeclaration'];
  personal: Pick<PersonalRecord, SensitivePersonalKey>;
  /** Union cards held (union membership), as the employment record's licences are written. */
  licences: LicenceAnswer[];
}
