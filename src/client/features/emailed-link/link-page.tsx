import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LinkButton } from '../../components/ui/link-button';
import { SimplePage } from '../../components/ui/simple-page';
import { ResumeLink } from '../../components/email-proof/resume-link';
import type { LinkState } from './use-emailed-link';

/**
 * The page an emailed one-time link opens: 'checking' while the token is posted; refused, its
 * words and the code sign-in ('Continue an existing application') instead.
 */
export function LinkPage({
  heading,
  checking,
  state,
}: {
  heading: string;
  checking: ReactNode;
  state: LinkState;
}) {
  const [, navigate] = useLocation();
  const { t } = useTranslation('access');
  return (
    <SimplePage>
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      {state.kind === 'checking' ? (
        <p role="status" className="mt-3 text-slate-600">
          {checking}
        </p>
      ) : (
        <>
          <p role="alert" className="mt-3 text-slate-700">
            {state.message}
          </p>
          <p className="mt-3 text-sm text-slate-600">{t('link.startedAlready')}</p>
          <div className="mt-6 space-y-2">
            <ResumeLink onProven={() => navigate('/')} />
            <LinkButton href="/" variant="outline" className="w-full">
              {t('link.home')}
            </LinkButton>
          </div>
        </>
      )}
    </SimplePage>
  );
}
