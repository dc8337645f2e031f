import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PAYROLL_SYSTEMS } from '../../../shared/payroll';
import type { Db } from '../../db/client';
import { applicationEvents } from '../../db/schema/applications';
import { payrollPushes } from '../../db/schema/payroll';
import { defineJob } from '../../jobs/define-job';
import { PermanentJobError, skipped } from '../../jobs/job-handler';
import { PAYROLL_SYSTEM_NAMES } from './payroll-connector';
import { payrollConnector } from './payroll-connectors';
import { loadPayrollEmployee } from './payroll-employee';

/** 'Send to payroll' as a job of the durable queue (decision 103): retried, listed in Deliveries. */
export const PAYROLL_JOBS = { push: 'payroll.push' } as const;

/**
 * The application and the system; the submission sent names the hire in Deliveries. The hire's
 * details are read when the job runs, never carried in the queue.
 */
export const payrollPushPayload = z.object({
  applicationId: z.string(),
  submissionId: z.string(),
  system: z.enum(PAYROLL_SYSTEMS),
});
export type PayrollPushJob = z.infer<typeof payrollPushPayload>;

const APPLICATION_DELETED = "The application's data had been deleted";

const pushOf = ({ applicationId, system }: PayrollPushJob) =>
  and(eq(payrollPushes.applicationId, applicationId), eq(payrollPushes.system, system));

const setPush = (tx: Db, job: PayrollPushJob, values: Partial<typeof payrollPushes.$inferInsert>) =>
  tx.update(payrollPushes).set(values).where(pushOf(job));

/**
 * Creates the approved hire in the payroll system, or updates the employee an earlier push made
 * (the stored id: never a second employee). The id the system answers is stored as soon as it
 * is known, so a retry after a crash updates rather than creates.
 */
export const payrollPushJob = defineJob({
  kind: PAYROLL_JOBS.push,
  payload: payrollPushPayload,
  delivery: {
    channel: 'payroll',
    what: 'New hire to payroll',
    async onRequeue(tx, payload) {
      const job = payrollPushPayload.parse(payload);
      await setPush(tx, job, { status: 'pending' });
    },
  },
  async run(job, deps) {
    const { db } = deps.database;
    const [push] = await db.select().from(payrollPushes).where(pushOf(job));
    if (!push) return skipped(APPLICATION_DELETED);
    const settings = deps.settings.current();
    const employee = await loadPayrollEmployee(
      db,
      deps.cipher,
      { legalName: settings.legalName, abn: settings.abn },
      job.applicationId,
      settings.defaultFund,
    );
    if (!employee) return skipped(APPLICATION_DELETED);
    const connector = payrollConnector(deps, job.system);
    if (!connector) throw new PermanentJobError(`${PAYROLL_SYSTEM_NAMES[job.system]} has no connector`);
    const { employeeId } = await connector.push(employee, push.employeeId);
    if (employeeId !== push.employeeId) await setPush(db, job, { employeeId });
  },
  async onDone(tx, job) {
    const [push] = await setPush(tx, job, { status: 'sent', error: null, sentAt: new Date() }).returning({
      requestedBy: payrollPushes.requestedBy,
      employeeId: payrollPushes.employeeId,
    });
    if (!push) return;
    await tx.insert(applicationEvents).values({
      applicationId: job.applicationId,
      kind: 'sent-to-payroll',
      actor: push.requestedBy,
      // What the history shows after 'Sent to payroll': the system and its employee id.
      message: `${PAYROLL_SYSTEM_NAMES[job.system]}, employee ${push.employeeId ?? ''}`,
    });
  },
  onSkipped: (tx, job, reason) => setPush(tx, job, { status: 'failed', error: reason }).then(() => {}),
  onRetry: (tx, job, error) => setPush(tx, job, { status: 'pending', error }).then(() => {}),
  onFailed: (tx, job, error) => setPush(tx, job, { status: 'failed', error }).then(() => {}),
});

export const PAYROLL_JOB_DEFINITIONS = [payrollPushJob];
