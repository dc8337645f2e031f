import type {
  AcknowledgmentCheck,
  AcknowledgmentView,
  MedicalDeclarationView,
  SignedDocumentType,
  SigningDocument,
} from '../../../shared/acknowledgment';
import type { PdfTaskType } from '../../../shared/schemas/task-completion';
import type { ReadAndSignTask } from '../../../shared/task-descriptors/index';
import { getJson, postJson } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { isStepUpRequired, requestStepUp } from '../../lib/step-up';
import { DRAFTS_KEY } from '../../lib/use-autosave';
import { hrKey } from '../../components/ui/understand-choice';

export { documentKey } from '../../lib/task-records';
export const previewKey = (id: string) => ['/api/policy-documents', id] as const;

export interface StoredAnswers {
  answers: Record<string, string>;
  /** The document version these answers were signed on; null when none was signed. */
  documentId: string | null;
}

const NONE: StoredAnswers = { answers: {}, documentId: null };

/** The answers by question id; a No to an understanding with its question for HR beside it (`hr:<id>`). */
const byQuestion = (answers: { questionId: string; answer: string; questionForHr?: string }[]) =>
  Object.fromEntries(
    answers.flatMap((a) => [
      [a.questionId, a.answer],
      ...(a.questionForHr ? [[hrKey(a.questionId), a.questionForHr]] : []),
    ]),
  );

/** Nothing stored yet (the server answers null, not 404): an empty set. */
async function orNone<T>(load: Promise<T | null>, pick: (value: T) => StoredAnswers): Promise<StoredAnswers> {
  const value = await load;
  return value === null ? NONE : pick(value);
}

/** The answers this person gave last time, to edit them (an empty set when none). */
export function fetchStoredAnswers(task: ReadAndSignTask, email: string): Promise<StoredAnswers> {
  const owner = encodeURIComponent(email);
  const type: SignedDocumentType = task.id;
  if (task.readAndSign.store === 'medical-declaration') {
    return orNone(readMedicalDeclaration(owner), (m) => ({
      answers: byQuestion(m.answers),
      documentId: m.policyDocumentId,
    }));
  }
  return orNone(
    getJson<AcknowledgmentCheck>(`/api/policy-acknowledgments/check/${owner}/${type}`),
    (check) => ({
      answers: byQuestion(check.answers),
      documentId: check.acknowledged ? check.policyDocumentId : null,
    }),
  );
}

/**
 * The medical declaration: after a submission its answers, like the TFN and bank numbers, need
 * a fresh emailed code (decision 036). Once proven, the drafts are read again (the server left
 * the medical one out) before the answers are, so the form opens with both.
 */
export async function readMedicalDeclaration(owner: string): Promise<MedicalDeclarationView | null> {
  const url = `/api/medical-declarations/${owner}`;
  try {
    return await getJson<MedicalDeclarationView | null>(url);
  } catch (error) {
    if (!isStepUpRequired(error) || !(await requestStepUp())) throw error;
    await queryClient.refetchQueries({ queryKey: DRAFTS_KEY });
    return getJson<MedicalDeclarationView | null>(url);
  }
}

export interface SignPayload {
  email: string;
  document: SigningDocument;
  answers: { questionId: string; answer: string; questionForHr?: string }[];
  signature: string;
}

export function postAcknowledgment({ email, document, answers, signature }: SignPayload) {
  return postJson<AcknowledgmentView>('/api/policy-acknowledgments', {
    email,
    policyDocumentId: document.id,
    policyTitle: document.title,
    policyVersion: document.version,
    signature,
    answers,
  });
}

export function postMedicalDeclaration({ email, document, answers, signature }: SignPayload) {
  // After a submission the code dialog opens first (decision 036; apiRequest asks for it).
  return postJson<MedicalDeclarationView>('/api/medical-declarations', {
    email,
    policyDocumentId: document.id,
    answers,
    medicalSignature: signature,
  });
}

/**
 * Renders and stores the task's PDF for the submission. It is not waited for: the signing is
 * saved already, and a failure here is tolerated (spec §7); signing again renders it again.
 */
export function completeTask(taskType: PdfTaskType, email: string, document: SigningDocument): void {
  postJson('/api/tasks/complete', {
    taskType,
    userEmail: email,
    completionData: { policyTitle: document.title, policyVersion: document.version },
  }).catch(() => undefined);
}

/** Signs a task: its record stored where the task keeps it, then its PDF (if it has one) made. */
export async function signTask(task: ReadAndSignTask, payload: SignPayload): Promise<void> {
  if (task.readAndSign.store === 'medical-declaration') await postMedicalDeclaration(payload);
  else await postAcknowledgment(payload);
  if (task.readAndSign.pdf) completeTask(task.id as PdfTaskType, payload.email, payload.document);
}
