import { lazy, Suspense } from 'react';
import { AdminAccess } from '../features/admin-access/admin-access';
import { useAdminDialogFromUrl } from '../features/admin-access/use-admin-dialog-from-url';
import { ResumeLink } from '../components/email-proof/resume-link';
import { ClearDataButton } from '../features/task-home/clear-data-button';
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

export function HomePage() {
  const status = useHomeStatus();
  const admin = useAdminDialogFromUrl();

  return (
    <div className="min-h-dvh">
      <HomeHeader
        onAdminClick={admin.open}
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
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <ResumeLink />
          <ClearDataButton />
        </div>
      </main>
      <AdminAccess isOpen={admin.isOpen} onClose={admin.close} />
    </div>
  );
}
