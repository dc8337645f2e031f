import { APP_JOBS } from './app-jobs';
import { jobHandlers } from './jobs/define-job';
import type { JobHandler } from './jobs/job-handler';
import type { AppDeps } from './types';

/**
 * Every job kind the app runs, by kind. The queue reads them when it starts; a test that runs
 * its own worker (to hear when a job has finished) runs the same ones.
 */
export function appJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return jobHandlers(APP_JOBS, deps);
}
