import { and, desc, eq } from 'drizzle-orm';
import type {
  AcknowledgmentView,
  AgreementView,
  MedicalDeclarationView,
  SignatureEvidence,
} from '../../../shared/acknowledgment';
import type { ReadAndSignTask } from '../../../shared/task-descriptors/index';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';
import type { Cipher } from '../crypto/cipher';
import { findMember } from './load-signer';
import type { PolicyAcknowledgmentRow } from './acknowledge-policy';
import type { MedicalAnswers, MedicalDeclarationRow } from './record-medical-declaration';

const fileUrl = (id: string | null) => (id ? `/api/files/${id}` : null);

/**
 * The SHA-256 of the device token of the browser reading a record (auth/device-cookie.ts), or
 * null: a record it signed is shown as signed 'on this phone'.
 */
export type Viewer = string | null;

function evidence(row: PolicyAcknowledgmentRow | MedicalDeclarationRow, viewer: Viewer): SignatureEvidence {
  return {
    signedAt: row.signedAt?.toISOString() ?? null,
    signedIp: row.signedIp,
    signedUserAgent: row.signedUserAgent,
    signedHere: viewer !== null && row.signedDevice === viewer,
    documentSha256: row.documentSha256,
  };
}

export function acknowledgmentView(row: PolicyAcknowledgmentRow, viewer: Viewer): AcknowledgmentView {
  return {
    id: row.id,
    email: row.email,
    policyDocumentId: row.policyDocumentId,
    policyType: row.documentType,
    policyTitle: row.policyTitle,
    policyVersion: row.policyVersion,
    answers: row.answers.map((a) => ({
      questionId: a.questionId,
      question: a.question ?? '',
      answer: a.answer,
      ...(a.questionForHr ? { questionForHr: a.questionForHr } : {}),
    })),
    acknowledgedAt: row.acknowledgedAt.toISOString(),
    signature: fileUrl(row.signatureFileId),
    evidence: evidence(row, viewer),
  };
}

/** This person's own acknowledgments, newest first. */
export async function listOwnAcknowledgments(
  db: Db,
  email: string,
  viewer: Viewer,
): Promise<AcknowledgmentView[]> {
  const rows = await db
    .select()
    .from(policyAcknowledgments)
    .where(eq(policyAcknowledgments.email, email))
    .orderBy(desc(policyAcknowledgments.acknowledgedAt));
  return rows.map((row) => acknowledgmentView(row, viewer));
}

export async function findOwnAcknowledgment(
  db: Db,
  email: string,
  documentType: string,
): Promise<PolicyAcknowledgmentRow | null> {
  const [row] = await db
    .select()
    .from(policyAcknowledgments)
    .where(and(eq(policyAcknowledgments.email, email), eq(policyAcknowledgments.documentType, documentType)))
    .orderBy(desc(policyAcknowledgments.acknowledgedAt))
    .limit(1);
  return row ?? null;
}

/** GET /api/<task>s/{email} of a yes-no task: what the view dialog shows; null when unsigned. */
export async function agreementView(
  db: Db,
  task: ReadAndSignTask,
  email: string,
  viewer: Viewer,
): Promise<AgreementView | null> {
  const row = await findOwnAcknowledgment(db, email, task.id);
  if (!row) return null;
  const member = await findMember(db, email);
  return {
    ...acknowledgmentView(row, viewer),
    agreementType: task.title,
    employeeName: member?.fullName ?? '',
    position: member?.position ?? '',
    hasInitial: row.signatureFileId !== null,
  };
}

/** GET /api/medical-declarations/{email}: decrypted for its owner only; null when none. */
export async function medicalView(
  db: Db,
  cipher: Cipher,
  email: string,
  viewer: Viewer,
): Promise<MedicalDeclarationView | null> {
  const [found] = await db
    .select({ row: medicalDeclarations, title: policyDocuments.title, version: policyDocuments.version })
    .from(medicalDeclarations)
    .leftJoin(policyDocuments, eq(policyDocuments.id, medicalDeclarations.policyDocumentId))
    .where(eq(medicalDeclarations.email, email));
  if (!found) return null;
  const { row } = found;
  const stored = JSON.parse(cipher.decrypt(row.answers) || '{}') as Partial<MedicalAnswers>;
  return {
    id: row.id,
    email: row.email,
    policyDocumentId: row.policyDocumentId,
    policyTitle: found.title ?? 'Medical Declaration',
    policyVersion: found.version ?? '',
    medicalConditions: stored.medicalConditions ?? '',
    medications: stored.medications ?? '',
    allergies: stored.allergies ?? '',
    answers: stored.answers ?? [],
    medicalDeclarationDate: row.medicalDeclarationDate,
    submittedAt: row.submittedAt.toISOString(),
    signature: fileUrl(row.signatureFileId),
    evidence: evidence(row, viewer),
  };
}
