import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { JOBS_CHANNEL } from '../../jobs/enqueue-jobs';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { DELIVERY_KIND_NAMES, DELIVERY_KINDS } from './delivery-kinds';
import { freshTries } from './retry-failed-delivery';

export interface RetryAllOptions {
  /** One delivery kind (a job kind of DELIVERY_KINDS), or every kind. */
  kind?: string;
  /** The admin asking for the retries. */
  by: ActingAdmin;
  /** Tries each delivery gets again (JOB_MAX_ATTEMPTS). */
  maxAttempts: number;
}

/**
 * 'Retry all failed' (issue 37 item 4): after a long outage of the mail server or the records
 * system, every failed delivery (of one kind, or all) goes back in the queue in one transaction,
 * each as the same job with a fresh set of tries, as one Retry would put it. One audit row, with
 * the kind and the count. The caller wakes the worker once this has committed.
 */
export async function retryAllFailed(db: Db, opts: RetryAllOptions): Promise<{ retried: number }> {
  const kinds = opts.kind ? [opts.kind] : DELIVERY_KIND_NAMES;
  return db.transaction(async (tx) => {
    const requeued = await tx
      .update(jobs)
      .set(freshTries(opts.maxAttempts))
      .where(and(eq(jobs.status, 'failed'), inArray(jobs.kind, kinds)))
      .returning({ kind: jobs.kind, payload: jobs.payload });
    for (const job of requeued) await DELIVERY_KINDS[job.kind]!.onRequeue?.(tx, job.payload);
    if (requeued.length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
    await writeAudit(tx, {
      actor: adminActor(opts.by),
      admin: opts.by,
      action: 'delivery.retry_all',
      target: opts.kind ?? null,
      details: { retried: requeued.length, what: opts.kind ? DELIVERY_KINDS[opts.kind]!.what : 'every kind' },
    });
    return { retried: requeued.length };
  });
}
