import { and, eq } from 'drizzle-orm';
import { APPLICATION_NOT_FOUND } from '../../../shared/schemas/applications';
import {
  PAYROLL_NOT_APPROVED,
  PAYROLL_NOT_CONNECTED,
  PAYROLL_PUSH_PENDING,
} from '../../../shared/schemas/payroll';
import { PAYROLL_SYSTEM_NAMES, type PayrollSystem } from '../../../shared/payroll';
import { applications } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { payrollPushes } from '../../db/schema/payroll';
import { conflict, notFound } from '../../http-errors';
import { enqueueJobs } from '../../jobs/enqueue-jobs';
import type { AppDeps } from '../../types';
import { latestSubmissionId } from '../applications/latest-submission';
import { findApplicationRow } from '../applications/list-applications';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import { requeueDelivery } from '../deliveries/retry-failed-delivery';
import { payrollConnector } from './payroll-connectors';
import { PAYROLL_JOBS, type PayrollPushJob } from './payroll-push-job';

/**
 * 'Send to payroll' (issue 41 item 4, decision 103): the approved hire goes to `system` through
 * the durable queue (retried, listed in Deliveries). One push row per application and system
 * keeps the employee id, so sending again updates that employee; a send while one is under way
 * is refused, and a send after a failed one retries that job rather than adding a second.
 * Audited with the person. The caller wakes the worker once this has committed.
 */
export async function sendToPayroll(deps: AppDeps, id: string, system: PayrollSystem, by: ActingAdmin) {
  const actor = adminActor(by);
  const { db } = deps.database;
  const name = PAYROLL_SYSTEM_NAMES[system];
  const connector = payrollConnector(deps, system);
  if (!connector || !(await connector.isConnected()))
    throw conflict('payroll_not_connected', PAYROLL_NOT_CONNECTED(name));
  await db.transaction(async (tx) => {
    // The row lock orders two sends of one hire: the second sees the first's push under way.
    const [locked] = await tx
      .select({ id: applications.id, email: applications.email })
      .from(applications)
      .where(eq(applications.id, id))
      .for('update');
    if (!locked) throw notFound(APPLICATION_NOT_FOUND);
    const found = await findApplicationRow(tx, id);
    if (!found) throw notFound(APPLICATION_NOT_FOUND);
    if (found.state !== 'approved') throw conflict('not_approved', PAYROLL_NOT_APPROVED);
    const submissionId = await latestSubmissionId(tx, locked.email);
    if (!submissionId) throw conflict('not_approved', PAYROLL_NOT_APPROVED);

    const [push] = await tx
      .select({ status: payrollPushes.status, jobId: payrollPushes.jobId, jobStatus: jobs.status })
      .from(payrollPushes)
      .leftJoin(jobs, eq(jobs.id, payrollPushes.jobId))
      .where(and(eq(payrollPushes.applicationId, id), eq(payrollPushes.system, system)));
    const audit = { action: 'application.send-to-payroll' as const, target: id, details: { system } };
    const requested = { requestedBy: actor, requestedAt: new Date(), error: null };
    if (push?.jobStatus === 'pending' || push?.jobStatus === 'running')
      throw conflict('payroll_push_pending', PAYROLL_PUSH_PENDING);
    if (push?.jobId && push.jobStatus === 'failed') {
      // The same job again, with a fresh set of tries (as Deliveries' Retry does).
      await requeueDelivery(tx, push.jobId, {
        by,
        maxAttempts: deps.env.JOB_MAX_ATTEMPTS,
        auditAction: audit.action,
        auditTarget: audit.target,
        auditDetails: audit.details,
      });
      await tx
        .update(payrollPushes)
        .set({ ...requested, status: 'pending' })
        .where(and(eq(payrollPushes.applicationId, id), eq(payrollPushes.system, system)));
      return;
    }
    const payload: PayrollPushJob = { applicationId: id, submissionId, system };
    const [jobId] = await enqueueJobs(
      tx,
      [{ kind: PAYROLL_JOBS.push, payload: { ...payload } }],
      deps.env.JOB_MAX_ATTEMPTS,
    );
    await tx
      .insert(payrollPushes)
      .values({ applicationId: id, system, status: 'pending', jobId, ...requested })
      .onConflictDoUpdate({
        target: [payrollPushes.applicationId, payrollPushes.system],
        set: { status: 'pending', jobId, ...requested },
      });
    await writeAudit(tx, { actor, admin: by, ...audit });
  });
  return (await findApplicationRow(db, id))!.row;
}
