import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema/staff';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { APPLICATION_JOBS } from './application-jobs';
import type { PayrollReadyJob } from './application-job-payloads';
import { latestSubmissionId } from './latest-submission';

/**
 * In the approval's transaction: one 'ready for payroll' email job per active payroll staff
 * member (issue 35 item 5), each its own delivery (retried and listed in Deliveries on its own,
 * as every other email job is). A deactivated person gets none, and one deactivated before the
 * job runs is skipped (application-jobs.ts).
 */
export async function queuePayrollReady(
  tx: Db,
  deps: Pick<AppDeps, 'env'>,
  application: { id: string; email: string },
): Promise<number> {
  const submissionId = await latestSubmissionId(tx, application.email);
  if (!submissionId) return 0;
  const payroll = await tx
    .select({ email: staffMembers.email, name: staffMembers.name })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'payroll'), isNull(staffMembers.deactivatedAt)))
    .orderBy(asc(staffMembers.createdAt));
  const jobs = payroll.map((person) => {
    const payload: PayrollReadyJob = {
      applicationId: application.id,
      submissionId,
      to: person.email,
      name: person.name,
    };
    return { kind: APPLICATION_JOBS.payrollReady, payload: { ...payload } };
  });
  if (jobs.length > 0) await enqueueJobs(tx, jobs, deps.env.JOB_MAX_ATTEMPTS);
  return jobs.length;
}
