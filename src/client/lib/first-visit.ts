import type { QueryClient } from '@tanstack/react-query';
import type { MeStatus } from '../../shared/me-status';
import { routeByPath } from '../../shared/routes';
import { TASKS } from '../../shared/tasks';
import { ME_STATUS_KEY } from './me-status';

// DRAFTS_KEY (lib/use-autosave) and DRAFT_PHOTO_KEY (use-draft-photo), spelled out: importing
// them would pull the form modules into the home's entry (tests/api/first-visit-answers.test.ts).
export const FIRST_VISIT_DRAFTS_KEY = ['/api/me/drafts'] as const;
export const FIRST_VISIT_PHOTO_KEY = ['/api/me/photo'] as const;

/**
 * What the server answers a visitor without a session cookie: no name, no task done, no drafts,
 * no photo. tests/api/first-visit-answers.test.ts checks it against the server's own answers.
 */
export const FIRST_VISIT_STATUS: MeStatus = {
  email: null,
  fullName: null,
  memberId: null,
  tasks: TASKS.map((task) => ({ id: task.id, isCompleted: false, isSubmitted: false })),
  documents: [],
  draftSteps: [],
  editing: [],
  documentChanged: [],
  submittedAt: null,
  resubmissionRequired: false,
  changeRequests: [],
  approvedAt: null,
  language: null,
  missingTickets: null,
};

/** The wizard steps whose screen reads the draft photo (use-step-source.ts). */
const STEPS_WITH_PHOTO = ['/basic-info', '/confirmation'];

/**
 * The first visit's answers put in the cache, so that the screen React renders first is the one
 * the server prerendered (decision 014): the status on every screen, and on a wizard step its
 * drafts and photo. Only what `path` reads, so no other screen opens on an assumed answer. They
 * are marked stale: each query that mounts fetches its real answer at once (the requests
 * index.html lists), and a different answer updates the screen as any refetch would.
 */
export function seedFirstVisit(client: QueryClient, path: string, options: { stale: boolean }) {
  const keys: Array<readonly string[]> = [ME_STATUS_KEY];
  client.setQueryData(ME_STATUS_KEY, FIRST_VISIT_STATUS);
  // The drafts where the route table has the server preload them: the wizard's steps.
  if (routeByPath(path)?.reads.some((read) => read === FIRST_VISIT_DRAFTS_KEY[0])) {
    client.setQueryData(FIRST_VISIT_DRAFTS_KEY, { drafts: {} });
    keys.push(FIRST_VISIT_DRAFTS_KEY);
  }
  if (STEPS_WITH_PHOTO.includes(path)) {
    client.setQueryData(FIRST_VISIT_PHOTO_KEY, null);
    keys.push(FIRST_VISIT_PHOTO_KEY);
  }
  if (options.stale) {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey, refetchType: 'none' });
  }
}
