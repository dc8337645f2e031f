import { answerWords } from '../../../shared/acknowledgment';
import { and, asc, desc, eq } from 'drizzle-orm';
import { isEmployerDocumentType } from '../../../shared/schemas/policy-document';
import type { Db } from '../../db/client';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';
import { teamMembers } from '../../db/schema/team-members';
import type { Cipher } from '../crypto/cipher';
import { formatAuDateTime } from '../format/au-dates';
import { documentDigest } from '../acknowledgments/document-digest';
import { readFile, sourceDigest } from './complete-task';
import { documentBlocks } from './document-blocks';
import type { TaskPdfInput } from './render-task-pdf';

/**
 * An employer document's PDF (decision 091): one stored file per hire and document, of the kind
 * `employer-document-pdf:<document id>`, drawn as a built-in task's PDF from the hire's signing.
 */
export const EMPLOYER_DOCUMENT_PDF_PREFIX = 'employer-document-pdf:';
export const employerDocumentPdfKind = (documentId: string) => `${EMPLOYER_DOCUMENT_PDF_PREFIX}${documentId}`;
export const documentIdOfKind = (kind: string) =>
  kind.startsWith(EMPLOYER_DOCUMENT_PDF_PREFIX) ? kind.slice(EMPLOYER_DOCUMENT_PDF_PREFIX.length) : null;

/** The ids of the employer documents `memberId` has signed, in the order signed. */
export async function signedEmployerDocumentIds(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: policyAcknowledgments.policyDocumentId, type: policyAcknowledgments.documentType })
    .from(policyAcknowledgments)
    .where(eq(policyAcknowledgments.memberId, memberId))
    .orderBy(asc(policyAcknowledgments.acknowledgedAt), asc(policyAcknowledgments.id));
  return [...new Set(rows.filter((r) => isEmployerDocumentType(r.type)).map((r) => r.id))];
}

/** What the PDF of `documentId` signed by `memberId` shows now, and its digest; null when unsigned. */
export async function employerDocumentPdfSource(
  db: Db,
  cipher: Cipher,
  memberId: string,
  documentId: string,
  timeZone: string,
): Promise<{ input: TaskPdfInput; digest: string } | null> {
  const [row] = await db
    .select({ ack: policyAcknowledgments, document: policyDocuments, member: teamMembers })
    .from(policyAcknowledgments)
    .innerJoin(teamMembers, eq(teamMembers.id, policyAcknowledgments.memberId))
    .leftJoin(policyDocuments, eq(policyDocuments.id, policyAcknowledgments.policyDocumentId))
    .where(
      and(
        eq(policyAcknowledgments.memberId, memberId),
        eq(policyAcknowledgments.policyDocumentId, documentId),
      ),
    )
    .orderBy(desc(policyAcknowledgments.acknowledgedAt))
    .limit(1);
  if (!row || !isEmployerDocumentType(row.ack.documentType)) return null;
  const { ack, member } = row;
  const questionText = new Map((row.document?.questions ?? []).map((q) => [q.id, q.question]));
  // The words are printed only while they are still the ones signed (the digest says so).
  const unchanged = row.document && documentDigest(row.document) === ack.documentSha256;
  const input: TaskPdfInput = {
    heading: ack.policyTitle,
    person: { fullName: member.fullName, email: member.email, position: member.position },
    document: { title: ack.policyTitle, version: ack.policyVersion },
    details: [
      ['Document type', ack.documentType],
      ['Acknowledgment date', formatAuDateTime(ack.acknowledgedAt, timeZone)],
    ],
    answers: ack.answers.map((a) => ({
      questionId: a.questionId,
      question: a.question ?? questionText.get(a.questionId) ?? a.questionId,
      answer: answerWords(a),
    })),
    signaturePng: await readFile(db, cipher, ack.signatureFileId),
    evidence: {
      signedAt: ack.signedAt?.toISOString() ?? null,
      signedIp: ack.signedIp,
      signedUserAgent: ack.signedUserAgent,
      signedHere: false,
      documentSha256: ack.documentSha256,
    },
    statement: 'Acknowledged and Signed',
    timeZone,
    documentText: unchanged
      ? { blocks: documentBlocks(row.document!.content) }
      : { changedSinceSigned: true },
  };
  if (ack.countersignedAt)
    input.countersignature = {
      by: ack.countersignedByName ?? '',
      signedAt: ack.countersignedAt.toISOString(),
      signaturePng: await readFile(db, cipher, ack.countersignatureFileId),
      signedIp: ack.countersignedIp,
      signedUserAgent: ack.countersignedUserAgent,
    };
  return { input, digest: sourceDigest(input) };
}
