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

/** Evidence kept beside every signature (DESIGN.md §3.15). */
export interface SignatureEvidence {
  signedAt: string | null;
  signedIp: string | null;
  signedUserAgent: string | null;
  documentSha256: string | null;
}

export interface SignedAnswer {
  questionId: string;
  question: string;
  answer: string;
}

/** A policy acknowledgment as its owner reads it (GET /api/policy-acknowledgments). */
export interface AcknowledgmentView {
  id: string;
  email: string;
  policyDocumentId: string;
  policyType: string;
  policyTitle: string;
  policyVersion: string;
  answers: SignedAnswer[];
  acknowledgedAt: string;
  /** The initial image, served to its owner: `/api/files/{id}`. */
  signature: string | null;
  evidence: SignatureEvidence;
}

export interface MedicalDeclarationView {
  id: string;
  email: string;
  policyDocumentId: string | null;
  policyTitle: string;
  policyVersion: string;
  medicalConditions: string;
  medications: string;
  allergies: string;
  answers: SignedAnswer[];
  medicalDeclarationDate: string;
  submittedAt: string;
  signature: string | null;
  evidence: SignatureEvidence;
}

export interface ConfidentialityAgreementView extends AcknowledgmentView {
  agreementType: string;
  employeeName: string;
  position: string;
  hasInitial: boolean;
}

/** A policy document prepared for the person who reads it (name and position filled in). */
export interface SigningDocument {
  id: string;
  title: string;
  version: string;
  documentType: string;
  content: string;
  questions: { id: string; question: string; required: boolean }[];
  isActive: boolean;
}
