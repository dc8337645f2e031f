import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyLinkAnswer } from '../../shared/schemas/email-code';
import { LinkButton } from '../components/ui/link-button';
import { SimplePage } from '../components/ui/simple-page';
import { EMAIL_PROVEN_CHANNEL, postJson } from '../lib/api-client';
import { enqueue } from '../lib/draft-autosave';
import { hireMessage } from '../lib/error-message';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'confirmed'; next: string }
  | { kind: 'elsewhere'; code: string }
  | { kind: 'failed'; message: string | null };

/** The code's id and the code, from the link's fragment (never sent to a server by the browser). */
function readLink(hash: string): { id: string; code: string } | null {
  const match = /^#([0-9a-f-]{36})\.(\d{6})$/i.exec(hash);
  return match ? { id: match[1]!, code: match[2]! } : null;
}

/**
 * The code email's 'Continue on this phone' link (issue 23). In the browser that asked for the
 * code it proves the email in one tap; anywhere else the server proves nothing, and the page shows
 * the code to type on the phone that asked.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation('access');
  const queryClient = useQueryClient();
  // Read once, on arrival: the fragment is then taken out of the address bar.
  const [link] = useState(() => readLink(window.location.hash));
  // Failed with no message: the link is not complete.
  const [state, setState] = useState<LinkState>(() =>
    link ? { kind: 'checking' } : { kind: 'failed', message: null },
  );
  const isSent = useRef(false);

  useEffect(() => {
    // The code stays out of the history and out of a shared screen's address bar.
    window.history.replaceState(null, '', window.location.pathname);
    if (!link || isSent.current) return;
    isSent.current = true;
    enqueue(() => postJson<VerifyLinkAnswer>('/api/auth/verify-link', link)).then(
      (answer) => {
        if (!answer.verified) return setState({ kind: 'elsewhere', code: link.code });
        // This browser now acts for the email: status, drafts and photo are its application's.
        void queryClient.invalidateQueries();
        // The tab that asked for the code, if still open, closes its code dialog.
        if (typeof BroadcastChannel !== 'undefined') {
          const channel = new BroadcastChannel(EMAIL_PROVEN_CHANNEL);
          channel.postMessage('proven');
          channel.close();
        }
        // A new hire goes on from basic info; a resumed application opens on its tasks.
        setState({ kind: 'confirmed', next: answer.hasApplication ? '/' : '/address' });
      },
      (error: unknown) =>
        setState({
          kind: 'failed',
          message: hireMessage(error, t('confirm.failed')),
        }),
    );
    // Sent once, on arrival: a language chosen meanwhile does not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link, queryClient]);

  return (
    <SimplePage>
      {state.kind === 'checking' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('confirm.heading')}</h1>
          <p role="status" className="mt-3 text-slate-600">
            {t('confirm.checking')}
          </p>
        </>
      )}
      {state.kind === 'confirmed' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('confirm.confirmedHeading')}</h1>
          <p className="mt-3 text-slate-600">{t('confirm.confirmed')}</p>
          <LinkButton href={state.next} className="mt-6 w-full">
            {t('confirm.continue')}
          </LinkButton>
        </>
      )}
      {state.kind === 'elsewhere' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('confirm.elsewhereHeading')}</h1>
          <p className="mt-3 text-slate-600">{t('confirm.elsewhere')}</p>
          <p dir="ltr" className="mt-4 font-mono text-4xl font-bold tracking-[0.3em] text-slate-900">
            {state.code}
          </p>
          <p className="mt-4 text-sm text-slate-600">{t('confirm.expires')}</p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t('confirm.heading')}</h1>
          <p role="alert" className="mt-3 text-slate-700">
            {state.message ?? t('confirm.incomplete')}
          </p>
          <LinkButton href="/" className="mt-6 w-full">
            {t('confirm.home')}
          </LinkButton>
        </>
      )}
    </SimplePage>
  );
}
