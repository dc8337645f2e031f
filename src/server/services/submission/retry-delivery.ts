import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { conflict, notFound } from '../../http-errors';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { writeAudit } from '../audit/write-audit';
import { SUBMISSION_JOBS } from './submission-kinds';

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const NOT_FAILED = 'Only a failed delivery can be retried';

/** 'Retry delivery' (admin): a failed records-system delivery goes back in the queue, audited. */
export async function retryDelivery(
  db: Db,
  submissionId: string,
  opts: { actor: string; ip: string; maxAttempts: number },
): Promise<{ submissionId: string; recordsSystemStatus: 'pending' }> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(submissionRecords)
      .set({ recordsSystemStatus: 'pending' })
      .where(and(eq(submissionRecords.id, submissionId), eq(submissionRecords.recordsSystemStatus, 'failed')))
      .returning({ id: submissionRecords.id });
    if (updated.length === 0) {
      const [exists] = await tx
        .select({ id: submissionRecords.id })
        .from(submissionRecords)
        .where(eq(submissionRecords.id, submissionId));
      if (!exists) throw notFound(SUBMISSION_NOT_FOUND);
      throw conflict('not_failed', NOT_FAILED);
    }
    await enqueueJobs(
      tx,
      [{ kind: SUBMISSION_JOBS.deliverRecords, payload: { submissionId } }],
      opts.maxAttempts,
    );
    await writeAudit(tx, {
      actor: opts.actor,
      action: 'submission.retry_delivery',
      target: submissionId,
      ip: opts.ip,
    });
  });
  return { submissionId, recordsSystemStatus: 'pending' };
}
