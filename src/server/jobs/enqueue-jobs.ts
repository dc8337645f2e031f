import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';

/** The channel a new job is announced on; every app instance LISTENs on it (PostgreSQL). */
export const JOBS_CHANNEL = 'jobs_due';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Adds jobs inside the caller's transaction, so they exist exactly when its other writes do
 * (transactional outbox). NOTIFY is delivered at commit, so no instance wakes for a job it
 * cannot see yet; the caller also wakes its own worker (PGlite has no other listener). Answers
 * the new jobs' ids, in `list`'s order.
 */
export async function enqueueJobs(tx: Db, list: NewJob[], maxAttempts: number): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await tx
    .insert(jobs)
    .values(list.map((job) => ({ ...job, maxAttempts })))
    .returning({ id: jobs.id });
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return rows.map((row) => row.id);
}
