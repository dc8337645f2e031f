import type {
  AcknowledgmentView,
  AgreementView,
  MedicalDeclarationView,
  SignedDocumentType,
} from '../../../shared/acknowledgment';
import { ApiError, apiRequest, getJson } from '../../lib/api-client';
import { withStepUp } from '../../lib/step-up';
import type { ToastInput } from '../../lib/use-toast';

/** The three read-and-sign tasks as the home screen's dialogs see them. */
export interface SignedTaskInfo {
  /** The view dialog's title (spec §2). */
  viewTitle: string;
  route: string;
  resetDescription: string;
  resetSuccess: ToastInput;
  resetFailure: ToastInput;
}

export const SIGNED_TASKS: Record<SignedDocumentType, SignedTaskInfo> = {
  'workplace-behaviour': {
    viewTitle: 'Workplace Behaviour Policy',
    route: '/policy-document',
    resetDescription:
      'Your acknowledgment of the workplace behaviour policy is removed, so you can read and sign it again.',
    resetSuccess: {
      title: 'Workplace Behaviour Policy Reset',
      description: 'You can now re-acknowledge the workplace behaviour policy.',
    },
    resetFailure: {
      title: 'Error',
      description: 'Failed to reset policy acknowledgment. Please try again.',
      variant: 'destructive',
    },
  },
  'medical-declaration': {
    viewTitle: 'Medical Declaration',
    route: '/medical-declaration',
    resetDescription: 'Your medical declaration is removed, so you can complete it again.',
    resetSuccess: {
      title: 'Medical Declaration Reset',
      description: 'You can now complete the medical declaration again.',
    },
    resetFailure: {
      title: 'Error',
      description: 'Failed to reset medical declaration. Please try again.',
      variant: 'destructive',
    },
  },
  'confidentiality-agreement': {
    viewTitle: 'Confidentiality Agreement',
    route: '/confidentiality-agreement',
    resetDescription: 'Your signed confidentiality agreement is removed, so you can sign it again.',
    resetSuccess: {
      title: 'Confidentiality Agreement Reset',
      description: 'You can now sign the confidentiality agreement again.',
    },
    resetFailure: {
      title: 'Error',
      description: 'Failed to reset confidentiality agreement. Please try again.',
      variant: 'destructive',
    },
  },
};

export type SignedRecord =
  | { type: 'workplace-behaviour'; record: AcknowledgmentView }
  | { type: 'medical-declaration'; record: MedicalDeclarationView }
  | { type: 'confidentiality-agreement'; record: AgreementView };

/** The signed record for the view dialog; null when there is none. */
export async function fetchSignedRecord(
  type: SignedDocumentType,
  email: string,
): Promise<SignedRecord | null> {
  const owner = encodeURIComponent(email);
  // None signed yet is answered null, not 404 (issue 35).
  if (type === 'medical-declaration') {
    // After a submission the medical answers need a fresh emailed code (decision 036).
    const record = await withStepUp(() =>
      getJson<MedicalDeclarationView | null>(`/api/medical-declarations/${owner}`),
    );
    return record && { type, record };
  }
  if (type === 'confidentiality-agreement') {
    const record = await getJson<AgreementView | null>(
      `/api/confidentiality-agreements/${owner}`,
    );
    return record && { type, record };
  }
  const list = await getJson<AcknowledgmentView[]>('/api/policy-acknowledgments');
  const found = list.find((a) => a.email === email && a.policyType === type);
  return found ? { type, record: found } : null;
}

/** Reset (spec §7): 2xx cleared, 404 is fine (nothing to clear), anything else fails. */
export async function resetSignedTask(type: SignedDocumentType, email: string): Promise<void> {
  const owner = encodeURIComponent(email);
  const url =
    type === 'medical-declaration'
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
