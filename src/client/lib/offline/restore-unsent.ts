import type { QueryClient } from '@tanstack/react-query';
import { restoreUnsent, unsavedDraft } from '../draft-autosave';
import { FIRST_VISIT_DRAFTS_KEY } from '../first-visit';
import { readUnsent } from './draft-vault';

type DraftsAnswer = { drafts: Record<string, Record<string, unknown>> };

/**
 * At start: typing an earlier page of this browser could not send (it went offline, then the
 * tab was reloaded or discarded) goes back in the autosave queue and is sent (decision 034).
 * Until it is, the screens open with it over the server's older drafts, so the form shows what
 * was typed and its next save does not send the older values.
 */
export async function restoreUnsentTyping(client: QueryClient) {
  const kept = await readUnsent().catch(() => null);
  if (!kept || Object.keys(kept).length === 0) return;
  restoreUnsent(kept);
  const ids = Object.keys(kept);
  const overlay = () => {
    const waiting = ids.flatMap((id) => {
      const values = unsavedDraft(id);
      return values ? [[id, values] as const] : [];
    });
    if (waiting.length === 0) return false;
    client.setQueryData<DraftsAnswer>(FIRST_VISIT_DRAFTS_KEY, (old) =>
      old ? { drafts: { ...old.drafts, ...Object.fromEntries(waiting) } } : old,
    );
    return true;
  };
  overlay();
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== JSON.stringify(FIRST_VISIT_DRAFTS_KEY)) return;
    // The server's answer (not this overlay's own manual update): what is still unsent goes over it.
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      if (!overlay()) stop();
    }
  });
}
