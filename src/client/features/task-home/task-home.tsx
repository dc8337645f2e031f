import { useTranslation } from 'react-i18next';
import type { MeStatus } from '../../../shared/me-status';
import { Greeting } from './greeting';
import { MainAction } from './main-action';
import { ProgressSummary } from './progress-summary';
import { ReviewNotice } from './review-notice';
import { TaskList } from './task-list';
import { TicketsNotice } from './tickets-notice';
import type { TaskViewDialogs } from './task-view-dialogs';

/**
 * Greeting, progress, the main button and the six task cards, for a loaded status. The button
 * comes before the cards so that on a 360x740 phone it is in the first screen, under the progress.
 */
export function TaskHome({ status, viewDialogs }: { status: MeStatus; viewDialogs?: TaskViewDialogs }) {
  const { t } = useTranslation('home');
  return (
    <>
      <Greeting fullName={status.fullName} />
      <ProgressSummary status={status} />
      <ReviewNotice status={status} />
      <section aria-label={t('main.region')}>
        <MainAction status={status} />
      </section>
      {/* Under the button, not above it: the button stays in a 360x740 phone's first screen. */}
      <TicketsNotice status={status} />
      <TaskList status={status} viewDialogs={viewDialogs} />
    </>
  );
}
