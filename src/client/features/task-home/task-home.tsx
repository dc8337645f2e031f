import type { MeStatus } from '../../../shared/me-status';
import { Greeting } from './greeting';
import { MainAction } from './main-action';
import { ProgressSummary } from './progress-summary';
import { TaskList } from './task-list';
import type { TaskViewDialogs } from './task-view-dialogs';

/** Greeting, progress, the six task cards and the main button, for a loaded status. */
export function TaskHome({ status, viewDialogs }: { status: MeStatus; viewDialogs?: TaskViewDialogs }) {
  return (
    <>
      <Greeting fullName={status.fullName} />
      <ProgressSummary status={status} />
      <TaskList status={status} viewDialogs={viewDialogs} />
      <section aria-label="Your application" className="pt-2">
        <MainAction status={status} />
      </section>
    </>
  );
}
