import { AsyncLocalStorage } from 'node:async_hooks';
import type { z } from 'zod';
import type { Db } from '../db/client';

/** The job whose `run` is executing, as the worker claimed it. */
export interface RunningJob {
  id: number;
  kind: string;
  createdAt: Date;
  /** Messages this run has sent so far (a second one in one run gets a Message-ID of its own). */
  sends: number;
}

/**
 * The job being run, for what a handler does deep down without being handed it: the mail it
 * sends takes its Message-ID from the job (`sendFromJob`), so a message sent again by a retry of
 * the same job carries the same one and the receiving server can drop the copy (issue 37 item 10).
 */
export const runningJob = new AsyncLocalStorage<RunningJob>();

/**
 * What `run` answers when there was nothing to deliver any more (the invitation was withdrawn,
 * the application submitted or deleted while the job waited): why, in words an admin reads in
 * Deliveries, never personal data. The job is then 'skipped', not 'done'.
 */
export interface JobSkipped {
  skipped: string;
}

export const skipped = (reason: string): JobSkipped => ({ skipped: reason });

/**
 * What a job kind does, as the worker runs it (jobs are defined with `defineJob`, define-job.ts).
 * `run` has the side effects; the hooks write their outcome. With `payload`, the worker parses
 * the payload when it claims the job and hands `run` and the hooks the parsed value; one that
 * does not parse fails the job at once.
 */
export interface JobHandler {
  payload?: z.ZodType<Record<string, unknown>>;
  run(payload: Record<string, unknown>): Promise<void | JobSkipped>;
  /** In the transaction that marks the job done. */
  onDone?(tx: Db, payload: Record<string, unknown>): Promise<void>;
  /** In the transaction that marks the job skipped (its `run` answered `skipped`), with the reason. */
  onSkipped?(tx: Db, payload: Record<string, unknown>, reason: string): Promise<void>;
  /** In the transaction that schedules a retry, with the error of this try. */
  onRetry?(tx: Db, payload: Record<string, unknown>, error: string): Promise<void>;
  /** In the transaction that gives up on the job (no tries left, or a permanent error). */
  onFailed?(tx: Db, payload: Record<string, unknown>, error: string): Promise<void>;
}

/** A failure no retry can fix (a 4xx from the receiver): the job fails at once. */
export class PermanentJobError extends Error {}

/** An error's text for `last_error`, without a stack (it can hold request data). */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.slice(0, 1000);
}
