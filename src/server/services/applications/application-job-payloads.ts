import { z } from 'zod';

/** What each of HR's onboarding emails carries through the job queue (application-jobs.ts). */

/** The invitation email; the link is sealed with the data key (the jobs table is not a secret store). */
export const invitationPayload = z.object({
  applicationId: z.string(),
  to: z.string(),
  name: z.string(),
  sealedLink: z.string(),
  expiresAt: z.string(),
});
export type InvitationJob = z.infer<typeof invitationPayload>;

/**
 * The invitation by SMS (decision 114): the mobile in E.164 and the same sealed link as the
 * email's. The words are written as it is sent, in the hire's language then.
 */
export const invitationSmsPayload = z.object({
  applicationId: z.string(),
  to: z.string(),
  sealedLink: z.string(),
  expiresAt: z.string(),
});
export type InvitationSmsJob = z.infer<typeof invitationSmsPayload>;

/**
 * HR's message is sealed as the link is: it may say something personal. The link signs the hire
 * in (task-links.ts), so it is sealed too; `link` (a bare task address) is what jobs queued
 * before issue 35 carry.
 */
export const changesRequestedPayload = z.object({
  applicationId: z.string(),
  to: z.string(),
  name: z.string(),
  taskTitle: z.string(),
  sealedMessage: z.string(),
  sealedLink: z.string().optional(),
  link: z.string().optional(),
});
export type ChangesRequestedJob = z.infer<typeof changesRequestedPayload>;

export const approvedPayload = z.object({ applicationId: z.string(), to: z.string(), name: z.string() });
export type ApprovedJob = z.infer<typeof approvedPayload>;

/**
 * `invitation`: the link not opened yet (sealed); `idle`: an application not touched for days.
 * `eventId`: the 'reminded' event the sweep wrote with it (absent from jobs queued before).
 */
export const reminderPayload = z.object({
  applicationId: z.string(),
  eventId: z.number().optional(),
  to: z.string(),
  name: z.string(),
  kind: z.enum(['invitation', 'idle']),
  sealedLink: z.string().nullable(),
  expiresAt: z.string().nullable(),
  link: z.string(),
});
export type ReminderJob = z.infer<typeof reminderPayload>;

/**
 * 'Ready for payroll' to one active payroll staff member (issue 35 item 5). Names the submission
 * HR approved: the email is written from it as it is sent, so no personal data waits in the queue.
 */
export const payrollReadyPayload = z.object({
  applicationId: z.string(),
  submissionId: z.string(),
  to: z.string(),
  /** The payroll person's name, for the greeting. */
  name: z.string(),
});
export type PayrollReadyJob = z.infer<typeof payrollReadyPayload>;
