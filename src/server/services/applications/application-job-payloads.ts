/** What each of HR's onboarding emails carries through the job queue (application-jobs.ts). */

/** The invitation email; the link is sealed with the data key (the jobs table is not a secret store). */
export interface InvitationJob {
  applicationId: string;
  to: string;
  name: string;
  sealedLink: string;
  expiresAt: string;
}

/**
 * HR's message is sealed as the link is: it may say something personal. The link signs the hire
 * in (task-links.ts), so it is sealed too; `link` (a bare task address) is what jobs queued
 * before issue 35 carry.
 */
export interface ChangesRequestedJob {
  applicationId: string;
  to: string;
  name: string;
  taskTitle: string;
  sealedMessage: string;
  sealedLink?: string;
  link?: string;
}

export interface ApprovedJob {
  applicationId: string;
  to: string;
  name: string;
}

/**
 * `invitation`: the link not opened yet (sealed); `idle`: an application not touched for days.
 * `eventId`: the 'reminded' event the sweep wrote with it (absent from jobs queued before).
 */
export interface ReminderJob {
  applicationId: string;
  eventId?: number;
  to: string;
  name: string;
  kind: 'invitation' | 'idle';
  sealedLink: string | null;
  expiresAt: string | null;
  link: string;
}

/**
 * 'Ready for payroll' to one active payroll staff member (issue 35 item 5). Names the submission
 * HR approved: the email is written from it as it is sent, so no personal data waits in the queue.
 */
export interface PayrollReadyJob {
  applicationId: string;
  submissionId: string;
  to: string;
  /** The payroll person's name, for the greeting. */
  name: string;
}
