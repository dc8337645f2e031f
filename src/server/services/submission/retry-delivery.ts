import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { submissionRecords } from '../../db/schema/submission-records';
import { conflict, notFound } from '../../http-errors';
import { NOT_FAILED, requeueDelivery, type RetryOptions } from '../deliveries/retry-failed-delivery';
import { SUBMISSION_JOBS } from './submission-kinds';

export const SUBMISSION_NOT_FOUND = 'Submission not found';

/**
 * 'Retry delivery' (data retention): the submission's failed records-system job goes back in the
 * queue through the Deliveries page's own Retry, audited under the submission.
 */
export async function retryDelivery(
  db: Db,
  submissionId: string,
  opts: Pick<RetryOptions, 'by' | 'maxAttempts'>,
): Promise<{ submissionId: string; recordsSystemStatus: 'pending' }> {
  await db.transaction(async (tx) => {
    const [record] = await tx
      .select({ status: submissionRecords.recordsSystemStatus })
      .from(submissionRecords)
      .where(eq(submissionRecords.id, submissionId))
      .for('update');
    if (!record) throw notFound(SUBMISSION_NOT_FOUND);
    const [job] =
      record.status === 'failed'
        ? await tx
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                eq(jobs.kind, SUBMISSION_JOBS.deliverRecords),
                eq(jobs.status, 'failed'),
                sql`${jobs.payload}->>'submissionId' = ${submissionId}`,
              ),
            )
            .orderBy(desc(jobs.id))
            .limit(1)
        : [];
    if (!job) throw conflict('not_failed', NOT_FAILED);
    await requeueDelivery(tx, job.id, {
      ...opts,
      auditAction: 'submission.retry_delivery',
      auditTarget: submissionId,
    });
  });
  return { submissionId, recordsSystemStatus: 'pending' };
}
