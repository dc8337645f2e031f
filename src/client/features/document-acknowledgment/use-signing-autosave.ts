import { useEffect, useRef } from 'react';
import type { SigningDraft } from '../../../shared/schemas/draft-kinds';
import type { SignedDocumentType } from '../../../shared/acknowledgment';
import { useAutosave } from '../../lib/use-autosave';

/**
 * Keeps a read-and-sign screen's answers, tick, reading and initial as they change (issue 12),
 * tied to the document they were given on. Nothing is kept in an admin's preview.
 */
export function useSigningAutosave(type: SignedDocumentType, draft: SigningDraft, isEnabled: boolean) {
  const autosave = useAutosave(type);
  const { changed } = autosave;
  const isFirst = useRef(true);
  const key = JSON.stringify(draft);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  useEffect(() => {
    // The values the screen opened with are already where they came from.
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (isEnabled) changed(latest.current);
  }, [key, isEnabled, changed]);
  return autosave;
}
