import { licencesOfMember } from '../licences/licences';
import { and, asc, desc, eq } from 'drizzle-orm';
import { ACKNOWLEDGED_TASKS, type AcknowledgedSnapshotKey } from '../../../shared/task-descriptors/index';
import { TASKS } from '../../../shared/tasks';
import { isEmployerDocumentType } from '../../../shared/schemas/policy-document';
import { SENSITIVE_MEMBER_FIELDS } from '../../../shared/schemas/team-member';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments, type PolicyQuestion } from '../../db/schema/policy-documents';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import type { MedicalAnswers } from '../acknowledgments/record-medical-declaration';
import {
  type ApplicationSnapshot,
  MEMBER_BOOKKEEPING,
  type SnapshotEmployerDocument,
  type SnapshotEvidence,
  type SnapshotPolicy,
  TASK_BOOKKEEPING,
} from './application-snapshot';

// THE place that reads the tasks for a submission: a column added to a task table is added
// to the snapshot (and so to the records system's JSON) here through its row type, and the PDF
// (to-pdf-input.ts) and the Excel export (member-cells.ts) name the same typed fields.

/** The row without `keys`, typed: what is left are the answers. */
function without<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const out = { ...row };
  for (const key of keys) delete out[key];
  return out;
}

type Evidence = {
  signatureFileId: string | null;
  signedAt: Date | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  documentSha256?: string | null;
};

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function evidence(row: Evidence): SnapshotEvidence {
  return {
    signatureFileId: row.signatureFileId,
    signedAt: iso(row.signedAt),
    signedIp: row.signedIp,
    signedUserAgent: row.signedUserAgent,
    ...(row.documentSha256 !== undefined ? { documentSha256: row.documentSha256 } : {}),
  };
}

/** An encrypted column's plain text; '' stays '' (an empty optional field is stored as is). */
function reveal(cipher: Cipher, value: string | null): string {
  if (!value) return '';
  return cipher.decrypt(value);
}

async function latestPolicy(db: Db, memberId: string, documentType: string): Promise<SnapshotPolicy | null> {
  const [row] = await db
    .select({ ack: policyAcknowledgments, questions: policyDocuments.questions })
    .from(policyAcknowledgments)
    .leftJoin(policyDocuments, eq(policyDocuments.id, policyAcknowledgments.policyDocumentId))
    .where(
      and(eq(policyAcknowledgments.memberId, memberId), eq(policyAcknowledgments.documentType, documentType)),
    )
    .orderBy(desc(policyAcknowledgments.acknowledgedAt))
    .limit(1);
  return row ? signedPolicy(row) : null;
}

function signedPolicy(row: {
  ack: typeof policyAcknowledgments.$inferSelect;
  questions: PolicyQuestion[] | null;
}): SnapshotPolicy {
  const { ack } = row;
  const questionText = new Map((row.questions ?? []).map((q) => [q.id, q.question]));
  return {
    policyDocumentId: ack.policyDocumentId,
    title: ack.policyTitle,
    version: ack.policyVersion,
    acknowledgedAt: ack.acknowledgedAt.toISOString(),
    answers: ack.answers.map((a) => ({
      questionId: a.questionId,
      question: questionText.get(a.questionId) ?? a.questionId,
      answer: a.answer,
      ...(a.questionForHr ? { questionForHr: a.questionForHr } : {}),
    })),
    ...evidence(ack),
  };
}

/**
 * The medical answers as stored (JSON): the three fields and each question asked with its
 * answer. Rows from before the questions were kept have the fields alone.
 */
function medicalAnswers(json: string): MedicalAnswers {
  const stored = JSON.parse(json || '{}') as Partial<MedicalAnswers>;
  return {
    medicalConditions: stored.medicalConditions ?? '',
    medications: stored.medications ?? '',
    allergies: stored.allergies ?? '',
    answers: stored.answers ?? [],
  };
}

/** Reads every task of `memberId` into one snapshot; null when there is no such member. */
export async function collectApplication(
  db: Db,
  cipher: Cipher,
  memberId: string,
): Promise<ApplicationSnapshot | null> {
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.id, memberId));
  if (!member) return null;
  const [tax] = await db.select().from(taxDeclarations).where(eq(taxDeclarations.memberId, memberId));
  const [medical] = await db
    .select()
    .from(medicalDeclarations)
    .where(eq(medicalDeclarations.memberId, memberId));
  const [superfund] = await db.select().from(superfundChoices).where(eq(superfundChoices.memberId, memberId));
  const personal = without(member, MEMBER_BOOKKEEPING);
  return inTaskOrder({
    memberId,
    email: member.email,
    fullName: member.fullName,
    personal: {
      ...personal,
      ...Object.fromEntries(SENSITIVE_MEMBER_FIELDS.map((field) => [field, reveal(cipher, personal[field])])),
    },
    personalEvidence: evidence(member),
    medicalDeclaration: medical
      ? {
          policyDocumentId: medical.policyDocumentId,
          medicalDeclarationDate: medical.medicalDeclarationDate,
          answers: medicalAnswers(reveal(cipher, medical.answers)),
          ...evidence(medical),
        }
      : null,
    taxDeclaration: tax
      ? {
          ...without(tax, TASK_BOOKKEEPING),
          taxFileNumber: reveal(cipher, tax.taxFileNumber),
          ...evidence(tax),
        }
      : null,
    superfundChoice: superfund
      ? {
          ...without(superfund, TASK_BOOKKEEPING),
          // The employer gives the fund the declaration's TFN (NAT 13080, decision 030): a choice
          // saved without one (before the declaration had it, or from an older client) carries it.
          taxFileNumber:
            reveal(cipher, superfund.taxFileNumber) || reveal(cipher, tax?.taxFileNumber ?? null),
          smsfBSB: reveal(cipher, superfund.smsfBSB),
          smsfAccountNumber: reveal(cipher, superfund.smsfAccountNumber),
          ...evidence(superfund),
        }
      : null,
    // Each read-and-sign task stored as an acknowledgment, under its descriptor's key.
    ...(await acknowledgedTasks(db, memberId)),
    employerDocuments: await employerDocuments(db, memberId),
    licences: await licencesOfMember(db, memberId),
  });
}

/** Every employer document this member signed (decision 090), latest signing of each. */
async function employerDocuments(db: Db, memberId: string): Promise<SnapshotEmployerDocument[]> {
  const rows = await db
    .select({ ack: policyAcknowledgments, questions: policyDocuments.questions })
    .from(policyAcknowledgments)
    .leftJoin(policyDocuments, eq(policyDocuments.id, policyAcknowledgments.policyDocumentId))
    .where(eq(policyAcknowledgments.memberId, memberId))
    .orderBy(asc(policyAcknowledgments.acknowledgedAt), asc(policyAcknowledgments.id));
  return rows
    .filter(({ ack }) => isEmployerDocumentType(ack.documentType))
    .map((row) => ({
      documentType: row.ack.documentType,
      ...signedPolicy(row),
      // Countersigned before the submission (decision 100): who and when, for HR and the records system.
      ...(row.ack.countersignedAt
        ? {
            countersignedAt: row.ack.countersignedAt.toISOString(),
            countersignedBy: row.ack.countersignedByName ?? '',
          }
        : {}),
    }));
}

async function acknowledgedTasks(db: Db, memberId: string) {
  const signed = {} as Record<AcknowledgedSnapshotKey, SnapshotPolicy | null>;
  for (const task of ACKNOWLEDGED_TASKS) signed[task.snapshotKey] = await latestPolicy(db, memberId, task.id);
  return signed;
}

/** The snapshot's keys in the order of the tasks (the records JSON reads in that order). */
function inTaskOrder(s: ApplicationSnapshot): ApplicationSnapshot {
  const keys = [
    'memberId',
    'email',
    'fullName',
    'personal',
    'personalEvidence',
    'licences',
    ...TASKS.map((t) => t.snapshotKey),
  ];
  const ordered = [...new Set([...keys, ...Object.keys(s)])];
  return Object.fromEntries(
    ordered.map((key) => [key, s[key as keyof ApplicationSnapshot]]),
  ) as unknown as ApplicationSnapshot;
}
