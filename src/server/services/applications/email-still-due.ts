import { eq, sql } from 'drizzle-orm';
import type { ApplicationState } from '../../../shared/applications';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { queryRows } from '../../db/query-rows';
import type { InvitationJob, ReminderJob } from './application-job-payloads';
import { applicationsBase } from './list-applications';
import { tokenMatches } from './invitation-token';

/**
 * Why a queued reminder is no longer wanted when its job runs, or null when it still is. The
 * sweep checked when it queued it, but the job can run later (a backlog, a retry, a Retry in
 * Deliveries): by then the hire may have submitted, HR may have withdrawn the invitation, or the
 * hire may have opened the link the reminder urges them to open. A reminder never goes out after
 * a submission or a withdrawal (issue 25 item 5). The reason is shown in Deliveries.
 */
export async function reminderNotNeeded(
  db: Db,
  job: Pick<ReminderJob, 'applicationId' | 'kind'>,
): Promise<string | null> {
  const [row] = await queryRows<{ state: ApplicationState; withdrawn_at: Date | string | null }>(
    db,
    sql`select b.state, b.withdrawn_at from (${applicationsBase}) b where b.id = ${job.applicationId}`,
  );
  // No row: the person's data was deleted, or the invitation was withdrawn before anything was done.
  if (!row) return NOT_NEEDED.gone;
  if (row.withdrawn_at !== null) return NOT_NEEDED.withdrawn;
  if (job.kind === 'invitation') return row.state === 'invited' ? null : NOT_NEEDED.opened;
  return row.state === 'in-progress' ? null : NOT_NEEDED.submitted;
}

/** Why a queued invitation email is not sent: HR withdrew the invitation; null when it is wanted. */
export async function invitationNotNeeded(
  db: Db,
  job: Pick<InvitationJob, 'applicationId'>,
): Promise<string | null> {
  const [row] = await db
    .select({ withdrawnAt: applications.withdrawnAt })
    .from(applications)
    .where(eq(applications.id, job.applicationId));
  if (!row) return NOT_NEEDED.gone;
  return row.withdrawnAt === null ? null : NOT_NEEDED.withdrawn;
}

/**
 * Why a queued invitation SMS is not sent (decision 114): withdrawn, opened, expired, or its link
 * replaced by a newer one (a text with a dead link helps nobody); null when it is wanted.
 */
export async function invitationSmsNotNeeded(
  db: Db,
  job: Pick<InvitationJob, 'applicationId'>,
  link: string,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, job.applicationId));
  if (!row) return NOT_NEEDED.gone;
  if (row.withdrawnAt !== null) return NOT_NEEDED.withdrawn;
  if (row.openedAt !== null) return NOT_NEEDED.opened;
  const token = link.slice(link.indexOf('#') + 1);
  if (!tokenMatches(row.tokenHash, token)) return NOT_NEEDED.replaced;
  if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() <= now.getTime()) return NOT_NEEDED.expired;
  return null;
}

/** The reasons Deliveries shows for an email of HR's onboarding that was not sent. */
export const NOT_NEEDED = {
  withdrawn: 'The invitation was withdrawn',
  opened: 'The invitation had been opened',
  submitted: 'The application had been submitted',
  gone: "The application's data had been deleted",
  replaced: 'A newer invitation link had replaced it',
  expired: 'The invitation link had expired',
} as const;
