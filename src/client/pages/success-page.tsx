import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect } from 'wouter';
import type { MeStatus } from '../../shared/me-status';
import { LinkButton } from '../components/ui/link-button';
import { PageLoading } from '../components/ui/page-loading';
import { SimplePage } from '../components/ui/simple-page';
import { ME_STATUS_KEY } from '../lib/me-status';

// The home screen's own Sign out (in its first chunk): imported here, it would split that chunk.
const SignOutButton = lazy(() =>
  import('../features/sign-out/sign-out-button').then((m) => ({ default: m.SignOutButton })),
);
import { clearEditMode } from '../lib/edit-mode';
import { NEXT_STEPS } from '../../shared/next-steps';

/**
 * Spec §2 Success: what happens next, and the way home. The submission itself is on the server;
 * the page says so only to a browser whose application is submitted: any other goes home
 * (issue 23 item 7).
 */
export function SuccessPage() {
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  useEffect(() => clearEditMode(), []);
  if (status.isError) return <Redirect to="/" replace />;
  if (!status.data) return <PageLoading />;
  if (!status.data.submittedAt) return <Redirect to="/" replace />;
  return (
    <SimplePage>
      <div
        aria-hidden
        className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
      >
        ✓
      </div>
      <h1 className="text-2xl font-bold text-slate-900">Application Submitted Successfully!</h1>
      <h2 className="mt-5 text-left text-base font-semibold text-slate-900">What happens next?</h2>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-left text-slate-700">
        {NEXT_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <LinkButton href="/" className="mt-6 w-full">
        Back to Home
      </LinkButton>
      <p className="mt-6 text-sm text-slate-600">On a shared phone or tablet? Sign out when you are done.</p>
      <Suspense fallback={null}>
        <SignOutButton className="mt-2 w-full" />
      </Suspense>
    </SimplePage>
  );
}
