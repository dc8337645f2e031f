import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { startLanguage } from './lib/language';
import { seedFirstVisit } from './lib/first-visit';
import { queryClient } from './lib/query-client';
import { restoreUnsentTyping } from './lib/offline/restore-unsent';
import { keepJourneyReads, registerServiceWorker } from './lib/offline/service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The hire's language, its messages loaded before the first render (English needs no wait). No
// top-level await: this chunk and the entry share the preload helper, which an awaiting module
// would push into a chunk of its own, fetched before the first paint.
void startLanguage().then((language) => {
  const shell = root.dataset.shell;
  // A prerendered screen is English: in another language it is rendered afresh, not taken over.
  if ((shell === 'first-visit' || shell === 'static') && language === 'en') {
    // The server sent this route's screen prerendered (decision 014): React takes it over, for a
    // first visit with the answers it was rendered from, then asks for the real ones.
    if (shell === 'first-visit') seedFirstVisit(queryClient, location.pathname, { stale: true });
    // In a transition, React hydrates (or renders) in slices of a few milliseconds, yielding to the
    // browser between them, rather than in one task: on a slow phone the first render was a task of
    // 25 to 35 ms (100 to 140 ms at Lighthouse's 4x slowdown), all of it counted as blocking time.
    // A tap meanwhile is not lost: React hydrates the part tapped first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    if (shell === 'first-visit') seedFirstVisit(queryClient, location.pathname, { stale: true });
    root.replaceChildren();
    startTransition(() => createRoot(root).render(app));
  }
});

// Offline use (decision 034): the service worker, the wizard's first reads kept in memory, and
// typing an earlier page kept on the device (encrypted) sent now or when back online.
void restoreUnsentTyping(queryClient);
registerServiceWorker();
keepJourneyReads(queryClient);
