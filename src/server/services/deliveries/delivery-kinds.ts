import { APP_JOBS } from '../../app-jobs';
import type { DeliveryKind } from './delivery-kind';

export type { DeliveryKind } from './delivery-kind';

/**
 * The job kinds that deliver something to someone outside the app: the job definitions with a
 * `delivery` (app-jobs.ts; each gives its wording beside what it does). Every email the app
 * sends from a job is one: tests/unit/delivery-kinds.test.ts fails for a job that sends mail and
 * is not. Each one's recipient is the payload's `to` (or `email`), else the submission's new hire
 * (email) or the records system.
 */
export const DELIVERY_KINDS: Record<string, DeliveryKind> = Object.fromEntries(
  APP_JOBS.flatMap((job) => (job.delivery ? [[job.kind, job.delivery] as const] : [])),
);

export const DELIVERY_KIND_NAMES = Object.keys(DELIVERY_KINDS);
