import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  CONTINUE_EXISTING_APPLICATION,
  INVITATION_API,
  INVITATION_MESSAGES,
} from '../../shared/applications';
import type { OpenInvitationAnswer } from '../../shared/answers/applications';
import { LinkButton } from '../components/ui/link-button';
import { SimplePage } from '../components/ui/simple-page';
import { postJson } from '../lib/api-client';
import { enqueue } from '../lib/draft-autosave';
import { serverMessage } from '../lib/error-message';
import { MY_INVITATION_KEY } from '../features/invitation/my-invitation';
import { ResumeLink } from '../features/resume/resume-link';

type LinkState = { kind: 'checking' } | { kind: 'refused'; message: string };

/** The token from the link's fragment (never sent to a server by the browser itself). */
function readToken(hash: string): string | null {
  const match = /^#([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? match[1]! : null;
}

/**
 * The invitation email's one-time link (issue 25): the link is the proof of the email, so no code
 * is asked; the new hire lands on the wizard with HR's details filled in. A link used before,
 * expired, withdrawn or overtaken by a submission says so and offers the code sign-in instead.
 */
export function InvitePage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [token] = useState(() => readToken(window.location.hash));
  const [state, setState] = useState<LinkState>(() =>
    token ? { kind: 'checking' } : { kind: 'refused', message: INVITATION_MESSAGES.invalid },
  );
  const isSent = useRef(false);

  useEffect(() => {
    // The token stays out of the history and out of a shared screen's address bar.
    window.history.replaceState(null, '', window.location.pathname);
    if (!token || isSent.current) return;
    isSent.current = true;
    enqueue(() => postJson<OpenInvitationAnswer>(INVITATION_API.open, { token })).then(
      (answer) => {
        if (answer.outcome !== 'opened') return setState({ kind: 'refused', message: answer.message });
        // This browser now acts for the hire: everything read before is someone else's.
        queryClient.clear();
        queryClient.setQueryData(MY_INVITATION_KEY, { invitation: answer.prefill });
        navigate(answer.hasApplication ? '/' : '/basic-info', { replace: true });
      },
      (error: unknown) =>
        setState({
          kind: 'refused',
          message: serverMessage(error, 'Could not open the invitation. Please try again.'),
        }),
    );
  }, [token, queryClient, navigate]);

  return (
    <SimplePage>
      <h1 className="text-2xl font-bold text-slate-900">Your invitation</h1>
      {state.kind === 'checking' ? (
        <p role="status" className="mt-3 text-slate-600">
          Opening your application...
        </p>
      ) : (
        <>
          <p role="alert" className="mt-3 text-slate-700">
            {state.message}
          </p>
          <p className="mt-3 text-sm text-slate-600">
            Started already? {CONTINUE_EXISTING_APPLICATION} with a code sent to your email.
          </p>
          <div className="mt-6 space-y-2">
            <ResumeLink onProven={() => navigate('/')} />
            <LinkButton href="/" variant="outline" className="w-full">
              Go to the home page
            </LinkButton>
          </div>
        </>
      )}
    </SimplePage>
  );
}
