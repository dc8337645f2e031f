import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { SUBMISSION_JOBS } from '../submission/submission-kinds';

/**
 * The recipient's notify emails that have not gone: waiting (a first try or a retry) or failed.
 * Found by the job's `recipientId`, or, for a job queued before it carried one, by its address.
 * One a worker holds now reads the recipient as it sends (receiving-recipients.ts) and is skipped.
 */
export const unsentNotifyJobsOf = (recipient: { id: string; email: string }) =>
  and(
    eq(jobs.kind, SUBMISSION_JOBS.notifyRecipient),
    inArray(jobs.status, ['pending', 'failed']),
    or(
      sql`${jobs.payload}->>'recipientId' = ${recipient.id}`,
      and(isNull(sql`${jobs.payload}->>'recipientId'`), sql`${jobs.payload}->>'to' = ${recipient.email}`),
    ),
  );
