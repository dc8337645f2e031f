import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { VerifyLinkAnswer } from '../../shared/schemas/email-code';
import { LinkButton } from '../components/ui/link-button';
import { SimplePage } from '../components/ui/simple-page';
import { EMAIL_PROVEN_CHANNEL, postJson } from '../lib/api-client';
import { enqueue } from '../lib/draft-autosave';
import { serverMessage } from '../lib/error-message';

type LinkState =
  | { kind: 'checking' }
  | { kind: 'confirmed'; next: string }
  | { kind: 'elsewhere'; code: string }
  | { kind: 'failed'; message: string };

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
  const queryClient = useQueryClient();
  // Read once, on arrival: the fragment is then taken out of the address bar.
  const [link] = useState(() => readLink(window.location.hash));
  const [state, setState] = useState<LinkState>(() =>
    link
      ? { kind: 'checking' }
      : { kind: 'failed', message: 'This link is not complete. Please type the code from the email.' },
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
          message: serverMessage(error, 'Could not check the link. Please try again.'),
        }),
    );
  }, [link, queryClient]);

  return (
    <SimplePage>
      {state.kind === 'checking' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Confirm your email</h1>
          <p role="status" className="mt-3 text-slate-600">
            Confirming your email...
          </p>
        </>
      )}
      {state.kind === 'confirmed' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Your email is confirmed</h1>
          <p className="mt-3 text-slate-600">You can carry on with your application on this phone.</p>
          <LinkButton href={state.next} className="mt-6 w-full">
            Continue
          </LinkButton>
        </>
      )}
      {state.kind === 'elsewhere' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Type this code on the phone you started on</h1>
          <p className="mt-3 text-slate-600">
            For your security, this link confirms your email only in the browser where you asked for the code.
            Enter this code there:
          </p>
          <p className="mt-4 font-mono text-4xl font-bold tracking-[0.3em] text-slate-900">{state.code}</p>
          <p className="mt-4 text-sm text-slate-600">It expires 10 minutes after it was sent.</p>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Confirm your email</h1>
          <p role="alert" className="mt-3 text-slate-700">
            {state.message}
          </p>
          <LinkButton href="/" className="mt-6 w-full">
            Back to Home
          </LinkButton>
        </>
      )}
    </SimplePage>
  );
}
