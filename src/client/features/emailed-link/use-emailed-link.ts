import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { enqueue } from '../../lib/draft-autosave';
import { hireMessage } from '../../lib/error-message';

export type LinkState = { kind: 'checking' } | { kind: 'refused'; message: string };

/** An answer of a link-opening route: opened (the browser now acts for the hire), or refused. */
export type LinkOutcome<T> = { isOpened: true; answer: T } | { isOpened: false; message: string };

/** The token from the link's fragment (never sent to a server by the browser itself). */
function readToken(hash: string): string | null {
  const match = /^#([A-Za-z0-9_-]{20,100})$/.exec(hash);
  return match ? match[1]! : null;
}

/**
 * An emailed one-time link (the invitation's, a change request's): its token is read from the
 * fragment once, taken out of the address bar and the history, and posted once. Opened, this
 * browser acts for the hire: everything read before is someone else's, so the query cache is
 * cleared before `onOpened` runs. `messages` are in the hire's language.
 */
export function useEmailedLink<T>(
  open: (token: string) => Promise<LinkOutcome<T>>,
  onOpened: (answer: T) => void,
  messages: { invalid: string; failed: string },
): LinkState {
  const queryClient = useQueryClient();
  const [token] = useState(() => readToken(window.location.hash));
  const [state, setState] = useState<LinkState>(() =>
    token ? { kind: 'checking' } : { kind: 'refused', message: messages.invalid },
  );
  // Posted once: the callers' functions of the first render are the ones that answer.
  const isSent = useRef(false);
  const failed = messages.failed;

  useEffect(() => {
    // The token stays out of the history and out of a shared screen's address bar.
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
    if (!token || isSent.current) return;
    isSent.current = true;
    enqueue(() => open(token)).then(
      (outcome) => {
        if (!outcome.isOpened) return setState({ kind: 'refused', message: outcome.message });
        queryClient.clear();
        onOpened(outcome.answer);
      },
      (error: unknown) => setState({ kind: 'refused', message: hireMessage(error, failed) }),
    );
  }, [token, queryClient, open, onOpened, failed]);

  return state;
}
