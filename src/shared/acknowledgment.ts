import { READ_AND_SIGN_TASKS, type ReadAndSignTaskId } from './task-descriptors/index';

/** The read-and-sign tasks: each one's id is the policy document type it signs. */
export const SIGNED_DOCUMENT_TASKS: readonly ReadAndSignTaskId[] = READ_AND_SIGN_TASKS.map((t) => t.id);
export type SignedDocumentType = ReadAndSignTaskId;

export function isSignedDocumentType(value: string): value is SignedDocumentType {
  return (SIGNED_DOCUMENT_TASKS as readonly string[]).includes(value);
}

/** A yes-no task's questions are ticked or not: the answer is 'Yes' or 'No' (spec §3). */
export const YES = 'Yes';
export const NO = 'No';

/**
 * A 'Do you understand…' question's two choices (issue 43 item 3, decision 115): stored as the
 * spec's Yes or No, the No with the hire's question for HR beside it.
 */
export const I_UNDERSTAND = 'Yes, I understand';
export const I_HAVE_A_QUESTION = 'No, I have a question for HR';

/** An answer as HR's detail and the PDF show it: a No with its question for HR says so. */
export const answerWords = (a: { answer: string; questionForHr?: string }): string =>
  a.questionForHr ? `${I_HAVE_A_QUESTION}: ${a.questionForHr}` : a.answer;

/**
 * A single tap leaves a dot of ~12 dark pixels; two short strokes of a 2 px pen leave well over
 * a hundred. The spec's 'initial of length at least 2' read as ink, on the client and the server.
 */
export const MIN_INK_PIXELS = 40;

// The answers' schemas live in answers/acknowledgment.ts, out of the client's bundle.
export type {
  AcknowledgmentCheck,
  AcknowledgmentView,
  AgreementView,
  MedicalDeclarationView,
  SignatureEvidence,
  SignedAnswer,
  SigningDocument,
} from './answers/acknowledgment';
