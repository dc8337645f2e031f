import type {
  AcknowledgmentView,
  AgreementView,
  MedicalDeclarationView,
  SignedDocumentType,
} from '../../../shared/acknowledgment';
import { READ_AND_SIGN_TASKS, readAndSignTask } from '../../../shared/task-descriptors/index';
import { ApiError, apiRequest, getJson } from '../../lib/api-client';
import { withStepUp } from '../../lib/step-up';
import type { ToastInput } from '../../lib/use-toast';

/** A read-and-sign task as the home screen's dialogs see it (its descriptor's words). */
export interface SignedTaskInfo {
  /** The view dialog's title (spec §2). */
  viewTitle: string;
  route: string;
  resetDescription: string;
  resetSuccess: ToastInput;
  resetFailure: ToastInput;
}

export const SIGNED_TASKS = Object.fromEntries(
  READ_AND_SIGN_TASKS.map((task): [SignedDocumentType, SignedTaskInfo] => [
    task.id,
    {
      viewTitle: task.readAndSign.screenTitle,
      route: task.route,
      resetDescription: task.readAndSign.reset.description,
      resetSuccess: task.readAndSign.reset.success,
      resetFailure: { title: 'Error', description: task.readAndSign.reset.failure, variant: 'destructive' },
    },
  ]),
) as Record<SignedDocumentType, SignedTaskInfo>;

/** What a view dialog shows: a policy's acknowledgment, a medical declaration, or an agreement. */
export type SignedRecordContent =
  | { kind: 'policy'; record: AcknowledgmentView }
  | { kind: 'medical'; record: MedicalDeclarationView }
  | { kind: 'agreement'; record: AgreementView };

/** A built-in read-and-sign task's signed record. */
export type SignedRecord = SignedRecordContent & { type: SignedDocumentType };

/** The signed record for the view dialog; null when there is none. */
export async function fetchSignedRecord(
  type: SignedDocumentType,
  email: string,
): Promise<SignedRecord | null> {
  const owner = encodeURIComponent(email);
  const task = readAndSignTask(type);
  // None signed yet is answered null, not 404 (issue 35).
  if (task.readAndSign.store === 'medical-declaration') {
    // After a submission the medical answers need a fresh emailed code (decision 036).
    const record = await withStepUp(() =>
      getJson<MedicalDeclarationView | null>(`/api/medical-declarations/${owner}`),
    );
    return record && { type, kind: 'medical', record };
  }
  if (task.readAndSign.screen.kind === 'yes-no') {
    // An agreement's own view, with the signer's name and position (spec §5).
    const record = await getJson<AgreementView | null>(`/api/${type}s/${owner}`);
    return record && { type, kind: 'agreement', record };
  }
  const list = await getJson<AcknowledgmentView[]>('/api/policy-acknowledgments');
  const found = list.find((a) => a.email === email && a.policyType === type);
  return found ? { type, kind: 'policy', record: found } : null;
}

/**
 * The hire's latest signing of an employer document (decision 090), as its view dialog shows it:
 * the version signed, the answers and the signing time; null when none.
 */
export async function fetchDocumentSigning(documentId: string): Promise<SignedRecordContent | null> {
  // This person's own signings, newest first.
  const list = await getJson<AcknowledgmentView[]>('/api/policy-acknowledgments');
  const found = list.find((a) => a.policyDocumentId === documentId);
  return found ? { kind: 'policy', record: found } : null;
}

/** Reset (spec §7): 2xx cleared, 404 is fine (nothing to clear), anything else fails. */
export async function resetSignedTask(type: SignedDocumentType, email: string): Promise<void> {
  const owner = encodeURIComponent(email);
  const url =
    readAndSignTask(type).readAndSign.store === 'medical-declaration'
      ? `/api/medical-declarations/${owner}`
      : `/api/policy-acknowledgments/${owner}/${type}`;
  try {
    await apiRequest('DELETE', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw new Error(
      `Failed to clear policy acknowledgment: ${error instanceof ApiError ? error.status : 'network'}`,
      { cause: error },
    );
  }
}
