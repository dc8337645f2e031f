import { and, desc, eq } from 'drizzle-orm';
import { submissionRecords } from '../../db/schema/submission-records';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';
import { teamMembers } from '../../db/schema/team-members';
import { conflict, notFound } from '../../http-errors';
import { enqueueJobs, type NewJob } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { storeSignatureFile } from '../acknowledgments/signature-files';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { queueEmployerDocumentPdfs } from '../task-pdfs/queue-employer-document-pdfs';
import { receivingRecipients } from '../notifications/receiving-recipients';
import {
  COUNTERSIGNED_JOB,
  COUNTERSIGNED_RECORDS_JOB,
  COUNTERSIGNED_TO_RECIPIENT_JOB,
} from './countersigned-job';
import { findApplicationRow } from './list-applications';

export const NO_COUNTERSIGNATURE = 'This document does not ask the employer to countersign it.';
export const NOT_SIGNED_YET = 'The new hire has not signed this document yet.';
export const ALREADY_COUNTERSIGNED = 'This document is already countersigned.';

/**
 * An owner or HR countersigns the hire's latest signing of an employer document that asks for it
 * (issue 39 item 4, decision 091): their drawn signature and its evidence are kept on the signing,
 * the document's PDF is made again with it, and the hire is emailed that it is ready; after a
 * submission, HR and the records system get the countersigned PDF (decision 100). Audited.
 */
export async function countersignDocument(
  deps: AppDeps,
  ids: { applicationId: string; documentId: string },
  png: Buffer,
  by: ActingAdmin,
  browser: string | null,
): Promise<void> {
  const { db } = deps.database;
  const actor = adminActor(by);
  const memberId = await db.transaction(async (tx) => {
    const application = await findApplicationRow(tx, ids.applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    if (!application.memberId) throw conflict('not_signed', NOT_SIGNED_YET);
    const [found] = await tx
      .select({ memberId: teamMembers.id, email: teamMembers.email, name: teamMembers.fullName })
      .from(teamMembers)
      .where(eq(teamMembers.id, application.memberId));
    if (!found) throw conflict('not_signed', NOT_SIGNED_YET);
    const [document] = await tx.select().from(policyDocuments).where(eq(policyDocuments.id, ids.documentId));
    if (!document) throw notFound(APPLICATION_NOT_FOUND);
    if (!document.needsCountersignature) throw conflict('no_countersignature', NO_COUNTERSIGNATURE);
    const [signing] = await tx
      .select()
      .from(policyAcknowledgments)
      .where(
        and(
          eq(policyAcknowledgments.memberId, found.memberId),
          eq(policyAcknowledgments.policyDocumentId, ids.documentId),
        ),
      )
      .orderBy(desc(policyAcknowledgments.acknowledgedAt))
      .limit(1)
      .for('update');
    if (!signing) throw conflict('not_signed', NOT_SIGNED_YET);
    if (signing.countersignedAt) throw conflict('already_countersigned', ALREADY_COUNTERSIGNED);
    const fileId = await storeSignatureFile(tx, deps.cipher, found.memberId, png);
    await tx
      .update(policyAcknowledgments)
      .set({
        countersignedAt: new Date(),
        countersignedByStaffId: by.staffId,
        countersignedByName: actor,
        countersignatureFileId: fileId,
        countersignedIp: by.ip,
        countersignedUserAgent: browser,
      })
      .where(eq(policyAcknowledgments.id, signing.id));
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'application.countersign',
      target: ids.applicationId,
      details: { documentId: ids.documentId, memberId: found.memberId },
    });
    const payload = { to: found.email, name: found.name, documentId: ids.documentId, title: document.title };
    const jobs: NewJob[] = [{ kind: COUNTERSIGNED_JOB, payload }];
    // Once the hire has submitted, HR and the records system have the document signed by the hire
    // alone: each notification recipient and the records system get the countersigned PDF too
    // (decision 100). Before that, the submission carries it (HR's email attaches the document's
    // latest PDF; the records JSON names the countersignature).
    const [submission] = await tx
      .select({ id: submissionRecords.id })
      .from(submissionRecords)
      .where(eq(submissionRecords.memberId, found.memberId))
      .orderBy(desc(submissionRecords.createdAt))
      .limit(1);
    if (submission) {
      const about = {
        submissionId: submission.id,
        email: found.email,
        documentId: ids.documentId,
        signingId: signing.id,
      };
      for (const r of await receivingRecipients(tx))
        jobs.push({
          kind: COUNTERSIGNED_TO_RECIPIENT_JOB,
          payload: { ...about, recipientId: r.id, to: r.email },
        });
      jobs.push({ kind: COUNTERSIGNED_RECORDS_JOB, payload: about });
    }
    await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
    return found.memberId;
  });
  // The document's PDF, made again with the countersignature (its source has changed).
  await queueEmployerDocumentPdfs(deps, memberId);
  deps.jobs.wake();
}
