import type { QueryClient } from '@tanstack/react-query';
import type { MeStatus } from '../../shared/me-status';
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
  draftSteps: [],
  editing: [],
  documentChanged: [],
  submittedAt: null,
  resubmissionRequired: false,
};

/**
 * The first visit's answers put in the cache, so that the screen React renders first is the one
 * the server prerendered (decision 014). They are marked stale: each query that mounts fetches
 * its real answer at once (the requests index.html preloads), and a different answer updates the
 * screen as any refetch would.
 */
export function seedFirstVisit(client: QueryClient, options: { stale: boolean }) {
  client.setQueryData(ME_STATUS_KEY, FIRST_VISIT_STATUS);
  client.setQueryData(FIRST_VISIT_DRAFTS_KEY, { drafts: {} });
  client.setQueryData(FIRST_VISIT_PHOTO_KEY, null);
  if (options.stale) {
    for (const queryKey of [ME_STATUS_KEY, FIRST_VISIT_DRAFTS_KEY, FIRST_VISIT_PHOTO_KEY]) {
      void client.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }
}
