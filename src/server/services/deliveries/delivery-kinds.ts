import { APPLICATION_DELIVERIES } from '../applications/application-jobs';
import { EMAIL_CODE_DELIVERIES } from '../email-codes/guess-cap-job';
import { IDENTITY_DELIVERIES } from '../identity/identity-job-handlers';
import { OWNER_RECOVERED_DELIVERIES } from '../staff/recover-owner-jobs';
import { STAFF_DELIVERIES } from '../staff/staff-jobs';
import { SUBMISSION_DELIVERIES } from '../submission/submission-job-handlers';
import type { DeliveryKind } from './delivery-kind';

export type { DeliveryKind } from './delivery-kind';

/**
 * The job kinds that deliver something to someone outside the app, gathered from the job modules
 * that define them (each gives its kinds' wording beside their names). Every email the app sends
 * from a job is one: tests/unit/delivery-kinds.test.ts fails for a job that sends mail and is
 * not here. Each one's recipient is the payload's `to` (or `email`), else the submission's new
 * hire (email) or the records system.
 */
export const DELIVERY_KINDS: Record<string, DeliveryKind> = {
  ...SUBMISSION_DELIVERIES,
  ...STAFF_DELIVERIES,
  ...OWNER_RECOVERED_DELIVERIES,
  ...APPLICATION_DELIVERIES,
  ...IDENTITY_DELIVERIES,
  ...EMAIL_CODE_DELIVERIES,
};

export const DELIVERY_KIND_NAMES = Object.keys(DELIVERY_KINDS);
