import { and, eq, inArray, sql } from 'drizzle-orm';
import { DELIVERY_NOT_FOUND } from '../../../shared/schemas/deliveries';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { conflict, notFound } from '../../http-errors';
import { JOBS_CHANNEL } from '../../jobs/enqueue-jobs';
import type { AuditAction } from '../../../shared/audit-actions';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { DELIVERY_KIND_NAMES, DELIVERY_KINDS } from './delivery-kinds';

export const NOT_FAILED = 'Only a failed delivery can be retried';

export interface RetryOptions {
  /** The admin asking for the retry. */
  by: ActingAdmin;
  /** Tries the delivery gets again (JOB_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The audit action; the data-retention page's records retry keeps its own. */
  auditAction?: AuditAction;
  auditTarget?: string;
  auditDetails?: Record<string, unknown>;
}

/** What a failed job is set to when it goes back in the queue: due now, with a fresh set of tries. */
export const freshTries = (maxAttempts: number) => ({
  status: 'pending' as const,
  attempts: 0,
  maxAttempts,
  runAt: new Date(),
  lockedAt: null,
  lockedBy: null,
  updatedAt: new Date(),
});

/**
 * A failed delivery, of any kind, goes back in the queue as the same job with a fresh set of
 * tries, due now, in the caller's transaction; audited. The one code path of every Retry.
 */
export async function requeueDelivery(tx: Db, jobId: number, opts: RetryOptions): Promise<void> {
  const [job] = await tx
    .update(jobs)
    .set(freshTries(opts.maxAttempts))
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'failed'), inArray(jobs.kind, DELIVERY_KIND_NAMES)))
    .returning({ kind: jobs.kind, payload: jobs.payload });
  if (!job) {
    const [exists] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), inArray(jobs.kind, DELIVERY_KIND_NAMES)));
    if (!exists) throw notFound(DELIVERY_NOT_FOUND);
    throw conflict('not_failed', NOT_FAILED);
  }
  await DELIVERY_KINDS[job.kind]!.onRequeue?.(tx, job.payload);
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  await writeAudit(tx, {
    actor: adminActor(opts.by),
    admin: opts.by,
    action: opts.auditAction ?? 'delivery.retry',
    target: opts.auditTarget ?? String(jobId),
    details: opts.auditDetails,
  });
}

/** Retry on the Deliveries page. The caller wakes the worker once this has committed. */
export async function retryFailedDelivery(
  db: Db,
  jobId: number,
  opts: RetryOptions,
): Promise<{ id: number; state: 'pending' }> {
  await db.transaction((tx) => requeueDelivery(tx, jobId, opts));
  return { id: jobId, state: 'pending' };
}
