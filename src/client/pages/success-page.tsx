import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * Spec §2 Success: what happens next, and the way home. The submission itself is on the server;
 * the page says so only to a browser whose application is submitted: any other goes home
 * (issue 23 item 7).
 */
/** Spec §2's four next steps (shared/next-steps.ts's NEXT_STEPS, which the email repeats), in order. */
const NEXT_STEP_KEYS = ['review', 'email', 'contact', 'watch'] as const;

export function SuccessPage() {
  const { t } = useTranslation('home');
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
      <h1 className="text-2xl font-bold text-slate-900">{t('success.title')}</h1>
      <h2 className="mt-5 text-start text-base font-semibold text-slate-900">{t('success.next')}</h2>
      <ul className="mt-2 list-disc space-y-1.5 ps-5 text-start text-slate-700">
        {NEXT_STEP_KEYS.map((step) => (
          <li key={step}>{t(`success.steps.${step}`)}</li>
        ))}
      </ul>
      <LinkButton href="/" className="mt-6 w-full">
        {t('success.home')}
      </LinkButton>
      <p className="mt-6 text-sm text-slate-600">{t('success.sharedDevice')}</p>
      <Suspense fallback={null}>
        <SignOutButton className="mt-2 w-full" />
      </Suspense>
    </SimplePage>
  );
}
