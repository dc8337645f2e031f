import type { z } from 'zod';
import type { Db } from '../db/client';
import type { DeliveryKind } from '../services/deliveries/delivery-kind';
import type { AppDeps } from '../types';
import type { JobHandler, JobSkipped } from './job-handler';

type Payload = Record<string, unknown>;

/**
 * One kind of job (decision 050): its name, the shape of its payload, how it shows in Deliveries
 * when it delivers something outside the app, and what it does. The worker parses the payload
 * when it claims the job, so `run` and the hooks receive it typed; one that does not parse fails
 * the job at once with the reason (listed in Deliveries), and the worker goes on.
 */
export interface JobDefinition<S extends z.ZodType<Payload> = z.ZodType<Payload>> {
  kind: string;
  payload: S;
  delivery?: DeliveryKind;
  run(payload: z.output<S>, deps: AppDeps): Promise<void | JobSkipped>;
  /** In the transaction that marks the job done. */
  onDone?(tx: Db, payload: z.output<S>, deps: AppDeps): Promise<void>;
  /** In the transaction that marks the job skipped (`run` answered `skipped`), with the reason. */
  onSkipped?(tx: Db, payload: z.output<S>, reason: string, deps: AppDeps): Promise<void>;
  /** In the transaction that schedules a retry, with the error of this try. */
  onRetry?(tx: Db, payload: z.output<S>, error: string, deps: AppDeps): Promise<void>;
  /** In the transaction that gives up on the job (no tries left, or a permanent error). */
  onFailed?(tx: Db, payload: z.output<S>, error: string, deps: AppDeps): Promise<void>;
}

export const defineJob = <S extends z.ZodType<Payload>>(definition: JobDefinition<S>): JobDefinition<S> =>
  definition;

/** The worker's handlers of `definitions`, by kind, running with `deps`. */
export function jobHandlers(
  definitions: readonly JobDefinition[],
  deps: AppDeps,
): Record<string, JobHandler> {
  return Object.fromEntries(
    definitions.map(({ kind, payload, run, onDone, onSkipped, onRetry, onFailed }): [string, JobHandler] => [
      kind,
      {
        payload,
        run: (p) => run(p, deps),
        onDone: onDone && ((tx, p) => onDone(tx, p, deps)),
        onSkipped: onSkipped && ((tx, p, reason) => onSkipped(tx, p, reason, deps)),
        onRetry: onRetry && ((tx, p, error) => onRetry(tx, p, error, deps)),
        onFailed: onFailed && ((tx, p, error) => onFailed(tx, p, error, deps)),
      },
    ]),
  );
}
