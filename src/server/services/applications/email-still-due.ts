import { eq, sql } from 'drizzle-orm';
import type { ApplicationState } from '../../../shared/applications';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { queryRows } from '../../db/query-rows';
import type { InvitationJob, ReminderJob } from './application-jobs';
import { applicationsBase } from './list-applications';

/**
 * Whether a queued reminder is still wanted when its job runs. The sweep checked when it queued
 * it, but the job can run later (a backlog, a retry, a Retry in Deliveries): by then the hire may
 * have submitted, HR may have withdrawn the invitation, or the hire may have opened the link the
 * reminder urges them to open. A reminder never goes out after a submission or a withdrawal
 * (issue 25 item 5).
 */
export async function isReminderStillDue(
  db: Db,
  job: Pick<ReminderJob, 'applicationId' | 'kind'>,
): Promise<boolean> {
  const [row] = await queryRows<{ state: ApplicationState; withdrawn_at: Date | string | null }>(
    db,
    sql`select b.state, b.withdrawn_at from (${applicationsBase}) b where b.id = ${job.applicationId}`,
  );
  // No row: the person's data was deleted, or the invitation was withdrawn before anything was done.
  if (!row || row.withdrawn_at !== null) return false;
  return job.kind === 'invitation' ? row.state === 'invited' : row.state === 'in-progress';
}

/** Whether a queued invitation email is still wanted: not once HR has withdrawn the invitation. */
export async function isInvitationStillDue(
  db: Db,
  job: Pick<InvitationJob, 'applicationId'>,
): Promise<boolean> {
  const [row] = await db
    .select({ withdrawnAt: applications.withdrawnAt })
    .from(applications)
    .where(eq(applications.id, job.applicationId));
  return row !== undefined && row.withdrawnAt === null;
}
