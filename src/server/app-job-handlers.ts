import type { JobHandler } from './jobs/job-handler';
import { applicationEmailHandlers } from './services/applications/application-jobs';
import { reminderJobHandlers } from './services/applications/reminders';
import { emailCodeJobHandlers } from './services/email-codes/guess-cap-job';
import { identityJobHandlers } from './services/identity/identity-job-handlers';
import { pdfJobHandlers } from './services/pdf-files/pdf-files';
import { recoverOwnerJobHandlers } from './services/staff/recover-owner-jobs';
import { staffJobHandlers } from './services/staff/staff-jobs';
import { submissionJobHandlers } from './services/submission/submission-job-handlers';
import type { AppDeps } from './types';

/**
 * Every job kind the app runs, by kind. The queue reads them when it starts; a test that runs
 * its own worker (to hear when a job has finished) runs the same ones.
 */
export function appJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    ...pdfJobHandlers(deps),
    ...submissionJobHandlers(deps),
    ...emailCodeJobHandlers(deps),
    ...identityJobHandlers(deps),
    ...staffJobHandlers(deps),
    ...recoverOwnerJobHandlers(deps),
    ...applicationEmailHandlers(deps),
    ...reminderJobHandlers(deps),
  };
}
