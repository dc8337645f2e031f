import crypto from 'node:crypto';
import { runningJob } from '../../jobs/job-handler';
import type { MailMessage, MailService } from './mail-service';

/**
 * A failed send as the job stores it (`last_error`) and logs it: the SMTP reply code and
 * nodemailer's error code, and a hash of what the server said, never its words, which can quote
 * the recipient's address (issue 19 item 5).
 */
export function mailFailure(err: unknown): Error {
  const e = (typeof err === 'object' && err !== null ? err : {}) as Record<string, unknown>;
  const parts = ['Mail not sent:'];
  if (typeof e.responseCode === 'number') parts.push(`SMTP ${e.responseCode}`);
  if (typeof e.code === 'string' && /^[A-Z_]{1,40}$/.test(e.code)) parts.push(e.code);
  const said = typeof e.response === 'string' ? e.response : err instanceof Error ? err.message : String(err);
  parts.push(`(sha256:${crypto.createHash('sha256').update(said).digest('hex').slice(0, 16)})`);
  return new Error(parts.join(' '), { cause: err });
}

/**
 * The idempotency key of the job's `n`th message of a run: the job's id and when it was queued
 * (a database made afresh numbers its jobs from 1 again; the Message-IDs must not repeat).
 */
export function jobMessageKey(job: { id: number; createdAt: Date }, n: number): string {
  return `onboarding-job-${job.id}-${job.createdAt.getTime().toString(36)}${n > 1 ? `-${n}` : ''}`;
}

/**
 * Sends a job's message: a failure throws `mailFailure`, so whatever job sends mail stores and
 * logs the codes, never the server's words (issue 20 item 3: Deliveries shows no personal data).
 * The Message-ID is the job's (`jobMessageKey`): each try of a job sends the same one, so a
 * server that got it before a lost acknowledgement can tell the second for a copy.
 */
export function sendFromJob(mail: MailService, message: MailMessage): Promise<{ messageId: string }> {
  const job = runningJob.getStore();
  const keyed = job ? { ...message, idempotencyKey: jobMessageKey(job, ++job.sends) } : message;
  return mail.send(keyed).catch((err: unknown) => {
    throw mailFailure(err);
  });
}
