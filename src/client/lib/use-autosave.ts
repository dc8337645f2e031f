import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { DraftsAnswer } from '../../shared/answers/drafts';
import {
  discardDraft,
  flushDraft,
  hasUnsaved,
  resetSaveLine,
  scheduleDraft,
  settleDraft,
} from './draft-autosave';
import type { DraftValues } from './offline/draft-vault';

/** GET /api/me/drafts: every draft of this person, one query shared by the screens. */
export const DRAFTS_KEY = ['/api/me/drafts'] as const;

/**
 * Autosave for one form: `changed(values)` on every change saves after a pause; leaving a field
 * or the screen saves at once (the tab going hidden is handled by the queue). The screen left is
 * put into the drafts cache as typed, so coming back (Back, Previous) shows it without a fetch.
 */
export function useAutosave(draftId: string) {
  const queryClient = useQueryClient();
  const latest = useRef<DraftValues | null>(null);

  useEffect(() => {
    resetSaveLine();
    const onFocusOut = () => {
      if (hasUnsaved(draftId)) void flushDraft(draftId);
    };
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusout', onFocusOut);
      const values = latest.current;
      if (values) {
        queryClient.setQueryData<DraftsAnswer>(DRAFTS_KEY, (old) => ({
          drafts: { ...old?.drafts, [draftId]: values },
        }));
      }
      if (hasUnsaved(draftId)) void flushDraft(draftId);
    };
  }, [draftId, queryClient]);

  const changed = useCallback(
    (values: DraftValues) => {
      latest.current = { ...values };
      scheduleDraft(draftId, values);
    },
    [draftId],
  );
  const settle = useCallback(() => {
    latest.current = null;
    return settleDraft(draftId);
  }, [draftId]);
  const flush = useCallback(() => flushDraft(draftId), [draftId]);
  const discard = useCallback(() => {
    latest.current = null;
    queryClient.setQueryData<DraftsAnswer>(DRAFTS_KEY, (old) => {
      if (!old) return old;
      const { [draftId]: _discarded, ...drafts } = old.drafts;
      return { drafts };
    });
    return discardDraft(draftId);
  }, [draftId, queryClient]);

  return { changed, settle, flush, discard };
}
