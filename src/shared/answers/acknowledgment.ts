import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { QUESTION_KINDS } from '../schemas/document-audience';
import { documentTranslationSchema } from './policy-document';

/** Evidence kept beside every signature (DESIGN.md §3.15). */
export const signatureEvidenceSchema = z.object({
  signedAt: z.nullable(timestamp),
  signedIp: z.nullable(z.string()),
  signedUserAgent: z.nullable(z.string()),
  /** Whether the browser reading it is the one that signed (its device cookie, not its user agent). */
  signedHere: z.boolean(),
  documentSha256: z.nullable(z.string()),
});
export type SignatureEvidence = z.output<typeof signatureEvidenceSchema>;

export const signedAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  answer: z.string(),
  /** A 'Do you understand…' question answered No: the hire's question for HR (decision 115). */
  questionForHr: z.optional(z.string()),
});
export type SignedAnswer = z.output<typeof signedAnswerSchema>;

const acknowledgmentViewShape = {
  id: z.string(),
  email: z.string(),
  policyDocumentId: z.string(),
  policyType: z.string(),
  policyTitle: z.string(),
  policyVersion: z.string(),
  answers: z.array(signedAnswerSchema),
  acknowledgedAt: timestamp,
  /** The initial image, served to its owner: `/api/files/{id}`. */
  signature: z.nullable(z.string()),
  evidence: signatureEvidenceSchema,
};

/** A policy acknowledgment as its owner reads it (GET /api/policy-acknowledgments). */
export const acknowledgmentViewSchema = z.object(acknowledgmentViewShape);
export type AcknowledgmentView = z.output<typeof acknowledgmentViewSchema>;

/** GET /api/policy-acknowledgments: this person's own, newest first. */
export const acknowledgmentListSchema = z.array(acknowledgmentViewSchema);

/** GET /api/policy-acknowledgments/check/{email}/{type}: the latest acknowledgment, if any. */
export const acknowledgmentCheckSchema = z.union([
  z.object({ acknowledged: z.literal(true), ...acknowledgmentViewShape }),
  z.object({
    acknowledged: z.literal(false),
    signature: z.null(),
    answers: z.array(signedAnswerSchema),
  }),
]);
export type AcknowledgmentCheck = z.output<typeof acknowledgmentCheckSchema>;

export const medicalDeclarationViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  policyDocumentId: z.nullable(z.string()),
  policyTitle: z.string(),
  policyVersion: z.string(),
  medicalConditions: z.string(),
  medications: z.string(),
  allergies: z.string(),
  answers: z.array(signedAnswerSchema),
  medicalDeclarationDate: z.string(),
  submittedAt: timestamp,
  signature: z.nullable(z.string()),
  evidence: signatureEvidenceSchema,
});
export type MedicalDeclarationView = z.output<typeof medicalDeclarationViewSchema>;
/** GET /api/medical-declarations/{email}: the declaration, or null while none is made (not an error). */
export const medicalDeclarationOrNoneSchema = z.nullable(medicalDeclarationViewSchema);

export const agreementViewSchema = z.object({
  ...acknowledgmentViewShape,
  agreementType: z.string(),
  employeeName: z.string(),
  position: z.string(),
  hasInitial: z.boolean(),
});
export type AgreementView = z.output<typeof agreementViewSchema>;
/** GET /api/<task>s/{email} of a yes-no task: the agreement, or null while none is signed. */
export const agreementOrNoneSchema = z.nullable(agreementViewSchema);

/** A policy document prepared for the person who reads it (name and position filled in). */
export const signingDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.string(),
  documentType: z.string(),
  content: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      required: z.boolean(),
      kind: z.optional(z.enum(QUESTION_KINDS)),
    }),
  ),
  isActive: z.boolean(),
  /** HR's translation into the application's language, beside the English; null: English only (115). */
  translation: z.nullable(documentTranslationSchema),
});
export type SigningDocument = z.output<typeof signingDocumentSchema>;

/** POST /api/tasks/complete: the task's PDF, stored with the member's files. */
export const completedTaskAnswerSchema = z.object({ fileId: z.string(), kind: z.string(), size: z.number() });
