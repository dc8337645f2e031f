import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ResumeLink } from '../components/email-proof/resume-link';
import { HomeHeader } from '../features/task-home/home-header';
import { HomeSkeleton } from '../features/task-home/home-skeleton';
import { StatusError } from '../features/task-home/status-error';
import { TaskHome } from '../features/task-home/task-home';
import { useHomeStatus } from '../features/task-home/use-home-status';
import { TASK_VIEW_DIALOGS } from './task-view-dialogs';

// Shown once this device acts for an email; fetched then, so the first screen's chunks stay as they were.
const SignOutButton = lazy(() =>
  import('../features/sign-out/sign-out-button').then((m) => ({ default: m.SignOutButton })),
);

/** An old link to the home's Admin dialog ('/?admin=1') goes to the staff sign-in, now at /admin. */
function useOldAdminLink() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const isAdminLink = new URLSearchParams(search).get('admin') === '1';
  useEffect(() => {
    if (isAdminLink) navigate('/admin', { replace: true });
  }, [isAdminLink, navigate]);
}

export function HomePage() {
  const status = useHomeStatus();
  useOldAdminLink();

  return (
    <div className="min-h-dvh">
      <HomeHeader
        signOut={
          status.data?.email ? (
            <Suspense fallback={null}>
              <SignOutButton className="whitespace-nowrap" />
            </Suspense>
          ) : null
        }
      />
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:py-8">
        {status.data ? (
          <TaskHome status={status.data} viewDialogs={TASK_VIEW_DIALOGS} />
        ) : status.isError ? (
          <StatusError onRetry={() => void status.refetch()} />
        ) : (
          <HomeSkeleton />
        )}
        <div className="border-t border-slate-200 pt-4">
          <ResumeLink />
        </div>
      </main>
    </div>
  );
}
