import { useQuery } from '@tanstack/react-query';
import type { DraftsAnswer } from '../../../shared/answers/drafts';
import type { SignedDocumentType, SigningDocument } from '../../../shared/acknowledgment';
import type { MeStatus } from '../../../shared/me-status';
import type { SigningDraft } from '../../../shared/schemas/draft-kinds';
import type { ReadAndSignTask } from '../../../shared/task-descriptors/index';
import { ApiError } from '../../lib/api-client';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { DRAFTS_KEY } from '../../lib/use-autosave';
import { documentKey, fetchStoredAnswers, previewKey } from './signing-api';

export type SigningSource =
  | { state: 'loading' }
  | { state: 'no-email' }
  | { state: 'empty' }
  | { state: 'error'; error: unknown }
  | {
      state: 'ready';
      document: SigningDocument;
      email: string;
      status: MeStatus | null;
      answers: Record<string, string>;
      /** The answers were signed on this very document version: it need not be read again. */
      isSignedVersion: boolean;
      /** What was typed, ticked and initialled on this document before, not yet signed. */
      draft: SigningDraft | null;
    };

/**
 * What a read-and-sign screen needs: who signs (the session's email), the active document of the
 * type as they read it, and their earlier answers. An admin's preview reads a document by id.
 */
export function useSigningSource(task: ReadAndSignTask, previewId: string | null = null): SigningSource {
  const type: SignedDocumentType = task.id;
  const isPreview = previewId !== null;
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY, staleTime: 0, enabled: !isPreview });
  const email = status.data?.email ?? null;
  // A personalised document is read with the signer's name and position: before Personal
  // Information has made the member there is none to ask for (the server would refuse it, 403; issue 35).
  const hasSigner = !task.readAndSign.isPersonalised || !!status.data?.memberId;
  const doc = useQuery<SigningDocument>({
    queryKey: isPreview ? previewKey(previewId) : documentKey(type),
    enabled: isPreview || (!!email && hasSigner),
    staleTime: 0,
  });
  const stored = useQuery({
    queryKey: ['stored-answers', type, email],
    queryFn: () => fetchStoredAnswers(task, email ?? ''),
    enabled: !isPreview && !!email,
    staleTime: 0,
    gcTime: 0,
  });

  const drafts = useQuery<DraftsAnswer>({
    queryKey: DRAFTS_KEY,
    enabled: !isPreview && !!email,
  });

  if (!isPreview) {
    if (status.isError) return { state: 'error', error: status.error };
    if (status.isPending) return { state: 'loading' };
    if (!email || !hasSigner) return { state: 'no-email' };
  }
  if (doc.isError) {
    const code = doc.error instanceof ApiError ? doc.error.status : 0;
    // 403: no member yet for this email (the agreement needs a name and a position).
    if (code === 403 && !isPreview) return { state: 'no-email' };
    return code === 404 ? { state: 'empty' } : { state: 'error', error: doc.error };
  }
  if (stored.isError) return { state: 'error', error: stored.error };
  if (drafts.isError) return { state: 'error', error: drafts.error };
  // Offline (issue 23 item 1), a task never signed has nothing stored: its screen opens without
  // waiting for the connection to say so. A signed task waits for its answers.
  const nothingStored = stored.fetchStatus === 'paused' && isNeverSigned(status.data, type);
  const storedPending = stored.isPending && !nothingStored;
  if (doc.isPending || (!isPreview && (storedPending || drafts.isPending))) return { state: 'loading' };
  const draft = isPreview ? undefined : (drafts.data?.drafts[type] as SigningDraft | undefined);
  return {
    state: 'ready',
    document: doc.data,
    email: email ?? '',
    status: status.data ?? null,
    answers: stored.data?.answers ?? {},
    isSignedVersion: !isPreview && !!stored.data?.documentId && stored.data.documentId === doc.data.id,
    draft: draft?.documentId === doc.data.id ? draft : null,
  };
}

/** No submission, and the task is neither done, reopened nor signed on an older document. */
function isNeverSigned(status: MeStatus | undefined, type: SignedDocumentType): boolean {
  if (!status || status.submittedAt) return false;
  const task = status.tasks.find((t) => t.id === type);
  return (
    !!task && !task.isCompleted && !status.editing.includes(type) && !status.documentChanged.includes(type)
  );
}

/** `?preview={id}` on the screen that hosts previews: the admin's Preview of one document (active or not). */
export function readPreviewId(): string | null {
  const id = new URLSearchParams(window.location.search).get('preview');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
