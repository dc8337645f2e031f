import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { notFound } from '../../http-errors';
import type { AppDeps } from '../../types';
import { openFileBytes } from '../files/file-bytes';
import { drawnPdf } from '../pdf-files/pdf-files';
import { employerDocumentPdfKind } from './employer-document-pdf';
import { queueEmployerDocumentPdfs } from './queue-employer-document-pdfs';

export const NOT_COUNTERSIGNED = 'This document has not been countersigned yet.';

/** The hire's latest signing of a document, countersigned, and its PDF (decision 091). */
export interface CountersignedDocument {
  pdf: Buffer;
  signingId: string;
  title: string;
  version: string;
  documentType: string;
  fullName: string;
  signedAt: Date;
  countersignedAt: Date;
  countersignedBy: string;
}

/**
 * GET /api/me/documents/{id}/countersigned-pdf (decision 091): the hire's own signing of the
 * document, countersigned by the employer, as its PDF; 404 when it is not theirs or not
 * countersigned (a newer signing by the hire is not countersigned until the employer signs again).
 */
export async function countersignedPdf(
  deps: AppDeps,
  email: string,
  documentId: string,
): Promise<CountersignedDocument> {
  const { db } = deps.database;
  const [latest] = await db
    .select({
      memberId: teamMembers.id,
      fullName: teamMembers.fullName,
      signingId: policyAcknowledgments.id,
      title: policyAcknowledgments.policyTitle,
      version: policyAcknowledgments.policyVersion,
      documentType: policyAcknowledgments.documentType,
      signedAt: policyAcknowledgments.acknowledgedAt,
      at: policyAcknowledgments.countersignedAt,
      by: policyAcknowledgments.countersignedByName,
    })
    .from(policyAcknowledgments)
    .innerJoin(teamMembers, eq(teamMembers.id, policyAcknowledgments.memberId))
    .where(and(eq(teamMembers.email, email), eq(policyAcknowledgments.policyDocumentId, documentId)))
    .orderBy(desc(policyAcknowledgments.acknowledgedAt))
    .limit(1);
  if (!latest?.at) throw notFound(NOT_COUNTERSIGNED);
  // Made with the countersignature if it was not yet (its source changed when it was given).
  await queueEmployerDocumentPdfs(deps, latest.memberId);
  const [file] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.memberId, latest.memberId),
        eq(storedFiles.kind, employerDocumentPdfKind(documentId)),
        isNotNull(storedFiles.sourceSha256),
      ),
    )
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  const drawn = file && (await drawnPdf(deps, file.id));
  if (!drawn) throw notFound(NOT_COUNTERSIGNED);
  return {
    pdf: openFileBytes(deps.cipher, drawn.bytes),
    signingId: latest.signingId,
    title: latest.title,
    version: latest.version,
    documentType: latest.documentType,
    fullName: latest.fullName,
    signedAt: latest.signedAt,
    countersignedAt: latest.at,
    countersignedBy: latest.by ?? '',
  };
}
