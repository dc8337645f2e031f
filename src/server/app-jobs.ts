import type { JobDefinition } from './jobs/define-job';
import { APPLICATION_JOB_DEFINITIONS } from './services/applications/application-jobs';
import { COUNTERSIGNED_JOB_DEFINITIONS } from './services/applications/countersigned-job';
import { reminderSweepJob } from './services/applications/reminders';
import { EMAIL_CODE_JOBS } from './services/email-codes/guess-cap-job';
import { IDENTITY_JOB_DEFINITIONS } from './services/identity/identity-job-handlers';
import { LICENCE_JOB_DEFINITIONS } from './services/licences/licence-reminders';
import { CEIS_JOB_DEFINITIONS } from './services/fair-work/ceis-reminders';
import { PAYROLL_JOB_DEFINITIONS } from './services/payroll/payroll-push-job';
import { questionForHrJob } from './services/acknowledgments/question-for-hr-job';
import { renderPdfJob } from './services/pdf-files/pdf-files';
import { RECOVER_OWNER_JOBS } from './services/staff/recover-owner-jobs';
import { STAFF_JOB_DEFINITIONS } from './services/staff/staff-jobs';
import { SUBMISSION_JOB_DEFINITIONS } from './services/submission/submission-job-handlers';
import { visaExpiryJob } from './services/work-rights/visa-expiry';
import { retentionSweepJob } from './services/retention/retention-purge';

/**
 * Every kind of job the app runs (decision 050), each defined with `defineJob` beside what it
 * does. The worker runs them (app-job-handlers.ts) and Deliveries lists those with a `delivery`
 * (services/deliveries/delivery-kinds.ts).
 */
export const APP_JOBS: readonly JobDefinition[] = [
  renderPdfJob,
  ...SUBMISSION_JOB_DEFINITIONS,
  ...STAFF_JOB_DEFINITIONS,
  ...RECOVER_OWNER_JOBS,
  ...APPLICATION_JOB_DEFINITIONS,
  ...COUNTERSIGNED_JOB_DEFINITIONS,
  visaExpiryJob,
  ...IDENTITY_JOB_DEFINITIONS,
  ...EMAIL_CODE_JOBS,
  reminderSweepJob(),
  retentionSweepJob(),
  ...LICENCE_JOB_DEFINITIONS,
  ...CEIS_JOB_DEFINITIONS,
  ...PAYROLL_JOB_DEFINITIONS,
  questionForHrJob,
];
