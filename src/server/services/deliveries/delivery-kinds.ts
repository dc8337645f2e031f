import { eq } from 'drizzle-orm';
import type { DeliveryChannel } from '../../../shared/deliveries';
import type { Db } from '../../db/client';
import { submissionRecords } from '../../db/schema/submission-records';
import { STAFF_JOBS } from '../staff/staff-jobs';
import { OWNER_RECOVERED_JOB } from '../staff/recover-owner-jobs';
import { APPLICATION_JOBS } from '../applications/application-jobs';
import { SUBMISSION_JOBS } from '../submission/submission-kinds';

export interface DeliveryKind {
  channel: DeliveryChannel;
  /** What the admin reads in the Deliveries list. */
  what: string;
  /** In the transaction that puts a failed job back in the queue: what else shows its state. */
  onRequeue?(tx: Db, payload: Record<string, unknown>): Promise<void>;
}

/**
 * The job kinds that deliver something to someone outside the app. Each one's recipient is the
 * payload's `to`, else the submission's new hire (email) or the records system.
 */
export const DELIVERY_KINDS: Record<string, DeliveryKind> = {
  [SUBMISSION_JOBS.notifyRecipient]: { channel: 'email', what: 'Application to a notification recipient' },
  [SUBMISSION_JOBS.confirmEmployee]: { channel: 'email', what: 'Confirmation to the new hire' },
  [SUBMISSION_JOBS.deliverRecords]: {
    channel: 'records-system',
    what: 'Application to the records system',
    // The data-retention page shows the records-system state on the submission.
    async onRequeue(tx, payload) {
      await tx
        .update(submissionRecords)
        .set({ recordsSystemStatus: 'pending' })
        .where(eq(submissionRecords.id, String(payload.submissionId)));
    },
  },
  [STAFF_JOBS.enrolmentLink]: { channel: 'email', what: 'Admin sign-in set-up link to a staff member' },
  [STAFF_JOBS.signInFailures]: { channel: 'email', what: 'Failed sign-ins notice to a staff member' },
  [OWNER_RECOVERED_JOB]: { channel: 'email', what: 'Owner recovered from the server: notice to an owner' },
  [STAFF_JOBS.ownerNotice]: { channel: 'email', what: "Notice to an owner of HR's change" },
  [STAFF_JOBS.accountLocked]: { channel: 'email', what: 'Locked admin account notice' },
  [APPLICATION_JOBS.invitation]: { channel: 'email', what: 'Invitation to a new hire' },
  [APPLICATION_JOBS.changesRequested]: { channel: 'email', what: "HR's change request to the new hire" },
  [APPLICATION_JOBS.approved]: { channel: 'email', what: 'Approval to the new hire' },
  [APPLICATION_JOBS.payrollReady]: { channel: 'email', what: 'Ready for payroll to a payroll staff member' },
  [APPLICATION_JOBS.reminder]: { channel: 'email', what: 'Reminder to the new hire' },
};

export const DELIVERY_KIND_NAMES = Object.keys(DELIVERY_KINDS);
