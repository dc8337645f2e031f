import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { IN_LIST_MAX } from './forget-emails';

const submissionOf = sql<string>`${jobs.payload}->>'submissionId'`;

/**
 * Removes the jobs of deleted submissions (emails to send, records deliveries), done or not, with
 * their last errors: a delivery error could quote what the receiver said about the person.
 * `'all'` removes every submission's jobs (clear-all). Runs inside the caller's transaction; a job
 * running meanwhile finds its row gone and records nothing.
 */
export async function forgetSubmissionJobs(tx: Db, submissionIds: string[] | 'all'): Promise<void> {
  if (submissionIds === 'all') {
    await tx.delete(jobs).where(isNotNull(submissionOf));
    return;
  }
  for (let i = 0; i < submissionIds.length; i += IN_LIST_MAX) {
    await tx.delete(jobs).where(inArray(submissionOf, submissionIds.slice(i, i + IN_LIST_MAX)));
  }
}
