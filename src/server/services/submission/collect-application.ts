import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import type { ApplicationSnapshot, SnapshotEvidence, SnapshotPolicy } from './application-snapshot';

// THE place that reads the six tasks for a submission: a field added to a task table is added
// to the snapshot (and so to the records system's JSON) here, and to the PDF in to-pdf-input.ts.

/** Columns that are bookkeeping, not answers. */
const NOT_ANSWERS = new Set([
  'id',
  'memberId',
  'email',
  'signatureFileId',
  'signedAt',
  'signedIp',
  'signedUserAgent',
  'documentSha256',
  'submittedAt',
  'createdAt',
  'updatedAt',
  'dataDownloadedBy',
  'dataDownloadedAt',
  'approvedForDeletion',
  'approvedBy',
  'approvedAt',
  'approvalNotes',
]);

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

/** The row's answer columns, with the named encrypted ones opened. */
function answers<T extends Record<string, unknown>>(row: T, cipher: Cipher, encrypted: string[]) {
  const out: Record<string, string | boolean | null> = {};
  for (const [key, value] of Object.entries(row)) {
    if (NOT_ANSWERS.has(key)) continue;
    if (encrypted.includes(key)) out[key] = reveal(cipher, value as string);
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value as string | boolean | null;
  }
  return out;
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
  if (!row) return null;
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
    })),
    ...evidence(ack),
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
  const personal = answers(member, cipher, ['visaNumber', 'bankBSB', 'bankAccountNumber']);
  delete personal.profilePhotoFileId;
  return {
    memberId,
    email: member.email,
    fullName: member.fullName,
    personal: { ...personal, profilePhotoFileId: member.profilePhotoFileId },
    personalEvidence: evidence({ ...member, signatureFileId: member.signatureFileId }),
    workplaceBehaviour: await latestPolicy(db, memberId, 'workplace-behaviour'),
    medicalDeclaration: medical
      ? {
          policyDocumentId: medical.policyDocumentId,
          medicalDeclarationDate: medical.medicalDeclarationDate,
          answers: JSON.parse(reveal(cipher, medical.answers) || '{}') as Record<string, string>,
          ...evidence(medical),
        }
      : null,
    taxDeclaration: tax
      ? { ...(answers(tax, cipher, ['taxFileNumber']) as Record<string, string>), ...evidence(tax) }
      : null,
    superfundChoice: superfund
      ? {
          ...(answers(superfund, cipher, ['taxFileNumber', 'smsfBSB', 'smsfAccountNumber']) as Record<
            string,
            string
          >),
          ...evidence(superfund),
        }
      : null,
    confidentialityAgreement: await latestPolicy(db, memberId, 'confidentiality-agreement'),
  };
}
