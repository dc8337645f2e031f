import type { TaskId } from './tasks';

/** The three read-and-sign tasks and the policy document type each one signs. */
export const SIGNED_DOCUMENT_TASKS = [
  'workplace-behaviour',
  'medical-declaration',
  'confidentiality-agreement',
] as const satisfies readonly TaskId[];
export type SignedDocumentType = (typeof SIGNED_DOCUMENT_TASKS)[number];

export function isSignedDocumentType(value: string): value is SignedDocumentType {
  return (SIGNED_DOCUMENT_TASKS as readonly string[]).includes(value);
}

/** Confidentiality questions are ticked or not: the answer is 'Yes' or 'No' (spec §3). */
export const YES = 'Yes';
export const NO = 'No';

/**
 * A single tap leaves a dot of ~12 dark pixels; two short strokes of a 2 px pen leave well over
 * a hundred. The spec's 'initial of length at least 2' read as ink, on the client and the server.
 */
export const MIN_INK_PIXELS = 40;

// The answers' schemas live in answers/acknowledgment.ts, out of the client's bundle.
export type {
  AcknowledgmentCheck,
  AcknowledgmentView,
  ConfidentialityAgreementView,
  MedicalDeclarationView,
  SignatureEvidence,
  SignedAnswer,
  SigningDocument,
} from './answers/acknowledgment';
