import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { staffMembers } from '../../db/schema/staff';
import { teamMembers } from '../../db/schema/team-members';
import { visaExpiryNotices } from '../../db/schema/visa-expiry-notices';
import { defineJob } from '../../jobs/define-job';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import { skipped } from '../../jobs/job-handler';
import type { AppDeps } from '../../types';
import { emailDelivery } from '../deliveries/delivery-kind';
import { addDays, dateStamp, formatAuDate } from '../format/au-dates';
import { employerTimeZone } from '../format/employer-time-zone';
import { sendFromJob } from '../mail/mail-failure';
import { DEACTIVATED_STAFF, isDeactivatedStaff } from '../notifications/receiving-recipients';
import { employerName } from '../settings/employer';

// Visa expiry reminders to HR (issue 40 item 3): at 90 and 30 days before a visa holder's visa
// expires, and at once when it has expired. The hourly reminder sweep (applications/reminders.ts)
// runs `sendVisaExpiryNotices`; each threshold of each expiry date is written once in
// `visa_expiry_notices` in the transaction that queues its emails, so none is sent twice, by a
// second sweep or a second instance; a renewed visa (a new expiry date) starts afresh.

export const VISA_EXPIRY_JOB = 'work-rights.visa-expiry';

/** Days before the expiry at which HR is told, the nearest last. */
export const VISA_NOTICE_DAYS = [90, 30] as const;
export type VisaThreshold = '90' | '30' | 'expired';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The threshold an expiry has reached on `today`: the nearest one; null when more than 90 days away. */
export function visaThreshold(expiry: string, today: string): VisaThreshold | null {
  if (!ISO_DAY.test(expiry)) return null;
  if (expiry < today) return 'expired';
  if (expiry <= addDays(today, 30)) return '30';
  if (expiry <= addDays(today, 90)) return '90';
  return null;
}

const visaExpiryPayload = z.object({
  memberId: z.string(),
  visaExpiry: z.string(),
  threshold: z.enum(['90', '30', 'expired']),
  to: z.string(),
  name: z.string(),
});
type VisaExpiryJob = z.infer<typeof visaExpiryPayload>;

/** HR: the active HR staff members; the owners when there is none. */
async function hrStaff(db: Db): Promise<{ email: string; name: string }[]> {
  const active = (roles: string[]) =>
    db
      .select({ email: staffMembers.email, name: staffMembers.name })
      .from(staffMembers)
      .where(and(inArray(staffMembers.role, roles), isNull(staffMembers.deactivatedAt)))
      .orderBy(asc(staffMembers.createdAt));
  const hr = await active(['hr']);
  return hr.length > 0 ? hr : active(['owner']);
}

/**
 * Queues HR's notices due on `now`'s day in the employer's zone (injectable: the tests drive
 * the clock); answers how many thresholds were reached. Idempotent.
 */
export async function sendVisaExpiryNotices(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const today = dateStamp(employerTimeZone(deps), now);
  const limit = addDays(today, 90);
  const holders = await db
    .select({ id: teamMembers.id, visaExpiry: teamMembers.visaExpiry })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.tagVisaCitizen, true),
        sql`${teamMembers.visaExpiry} ~ '^\\d{4}-\\d{2}-\\d{2}$'`,
        sql`${teamMembers.visaExpiry} <= ${limit}`,
      ),
    );
  let reached = 0;
  for (const holder of holders) {
    const threshold = visaThreshold(holder.visaExpiry, today);
    if (!threshold) continue;
    const queued = await db.transaction(async (tx) => {
      const [written] = await tx
        .insert(visaExpiryNotices)
        .values({ memberId: holder.id, visaExpiry: holder.visaExpiry, threshold, createdAt: now })
        .onConflictDoNothing()
        .returning({ memberId: visaExpiryNotices.memberId });
      if (!written) return false;
      const jobs = (await hrStaff(tx)).map((person) => {
        const payload: VisaExpiryJob = {
          memberId: holder.id,
          visaExpiry: holder.visaExpiry,
          threshold,
          to: person.email,
          name: person.name,
        };
        return { kind: VISA_EXPIRY_JOB, payload: { ...payload } };
      });
      if (jobs.length > 0) await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
      return true;
    });
    if (queued) reached++;
  }
  if (reached > 0) deps.jobs.wake();
  return reached;
}

/** Why Deliveries shows a visa expiry notice as not sent. */
const MEMBER_DELETED = "The hire's data had been deleted";
const VISA_UPDATED = "The hire's visa details changed since";

export function visaExpirySubject(company: string, fullName: string, job: VisaExpiryJob): string {
  return job.threshold === 'expired'
    ? `${company}: ${fullName}'s visa has expired`
    : `${company}: ${fullName}'s visa expires on ${formatAuDate(job.visaExpiry)}`;
}

export const visaExpiryJob = defineJob({
  kind: VISA_EXPIRY_JOB,
  payload: visaExpiryPayload,
  delivery: emailDelivery('Visa expiry notice to HR'),
  async run(job, deps) {
    const { db } = deps.database;
    if (await isDeactivatedStaff(db, job.to)) return skipped(DEACTIVATED_STAFF);
    const [member] = await db
      .select({
        fullName: teamMembers.fullName,
        email: teamMembers.email,
        visaExpiry: teamMembers.visaExpiry,
        isVisaHolder: teamMembers.tagVisaCitizen,
      })
      .from(teamMembers)
      .where(eq(teamMembers.id, job.memberId));
    if (!member) return skipped(MEMBER_DELETED);
    if (!member.isVisaHolder || member.visaExpiry !== job.visaExpiry) return skipped(VISA_UPDATED);
    const [application] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.email, member.email));
    const base = deps.env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${deps.env.PORT}`;
    const link = application ? `${base}/admin/application?id=${application.id}` : `${base}/admin`;
    const company = employerName(deps);
    const expiry = formatAuDate(job.visaExpiry);
    const what =
      job.threshold === 'expired'
        ? `The visa of ${member.fullName} (${member.email}) expired on ${expiry}. ` +
          'They may no longer have the right to work in Australia: check their work rights on VEVO ' +
          'now, and do not roster them until a check shows work rights (Migration Act s245AB).'
        : `The visa of ${member.fullName} (${member.email}) expires on ${expiry}, in ${job.threshold} days or less. ` +
          'Ask them about a new visa, and check their work rights on VEVO again before it expires.';
    await sendFromJob(deps.mail, {
      to: job.to,
      about: member.email,
      subject: visaExpirySubject(company, member.fullName, job),
      text: `${job.name.trim() ? `Hello ${job.name.trim()},` : 'Hello,'}\n\n${what}\n\nThe application: ${link}\n`,
    });
  },
});
