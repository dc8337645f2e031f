import type { MeStatus } from '../../../shared/me-status';
import { Greeting } from './greeting';
import { MainAction } from './main-action';
import { ProgressSummary } from './progress-summary';
import { TaskList } from './task-list';

/** Greeting, progress, the six task cards and the main button, for a loaded status. */
export function TaskHome({ status }: { status: MeStatus }) {
  return (
    <>
      <Greeting fullName={status.fullName} />
      <ProgressSummary status={status} />
      <TaskList status={status} />
      <section aria-label="Your application" className="pt-2">
        <MainAction status={status} />
      </section>
    </>
  );
}
