import type { QueryClient } from '@tanstack/react-query';
import type { MeStatus } from '../../../shared/me-status';
import { ACTIVE_SITES_KEY, fetchActiveSites } from '../active-sites';
import { myDocumentRead } from '../my-document';
import { DRAFT_PHOTO_KEY, fetchDraftPhoto } from '../use-draft-photo';
import { FIRST_VISIT_DRAFTS_KEY } from '../first-visit';
import { ME_STATUS_KEY } from '../me-status';
import { MY_INVITATION_KEY, taskScreenReads, type FirstRead } from '../task-records';
import { fetchMember, memberQueryKey } from '../team-member';

/** The worker's script (src/client/sw.ts, built by vite-plugin-pwa): served no-cache by the server. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (decision 034) once the page has loaded, so its script and the
 * precache it fills (the journey's code, about 256 KB gzipped) never compete with the first
 * screen. Its first install takes this page over (clientsClaim): a screen tapped later, online or
 * not, opens from the precache.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') setTimeout(register);
  else window.addEventListener('load', register, { once: true });
}

/**
 * Fetches, once the page has loaded, the answers the journey's screens start from that this page
 * has not read yet (the drafts, the draft photo, the stored member; once there is a member, each
 * task's document or saved record: task-records.ts), into the in-memory query cache: a screen
 * first opened after the connection drops then has them, and opens. Nothing is written to the
 * device. Admin pages read none of them.
 */
export function keepJourneyReads(client: QueryClient) {
  if (location.pathname.startsWith('/admin') || location.pathname === '/test-email') return;
  const fetchAll = async () => {
    if (!navigator.onLine) return;
    await Promise.allSettled([
      client.prefetchQuery({ queryKey: FIRST_VISIT_DRAFTS_KEY }),
      client.prefetchQuery({ queryKey: DRAFT_PHOTO_KEY, queryFn: fetchDraftPhoto }),
      // The position step's Location choices (decision 089).
      client.prefetchQuery({ queryKey: ACTIVE_SITES_KEY, queryFn: fetchActiveSites }),
    ]);
    const status = await client.fetchQuery<MeStatus>({ queryKey: ME_STATUS_KEY }).catch(() => null);
    if (!status?.email) return;
    const email = status.email;
    // HR's invitation prefills the wizard and the tax form, which wait for it (issue 25).
    const reads: FirstRead[] = [{ queryKey: MY_INVITATION_KEY }];
    if (status.memberId) reads.push(memberRead(email), ...taskScreenReads(email));
    // Each employer document's screen (decision 090) opens offline as the built-in tasks' do.
    reads.push(...status.documents.map((d) => myDocumentRead(d.documentId)));
    await Promise.allSettled(reads.map((read) => client.prefetchQuery(read)));
  };
  if (document.readyState === 'complete') setTimeout(() => void fetchAll());
  else window.addEventListener('load', () => void fetchAll(), { once: true });
}

const memberRead = (email: string): FirstRead => ({
  queryKey: memberQueryKey(email),
  queryFn: () => fetchMember(email),
});
