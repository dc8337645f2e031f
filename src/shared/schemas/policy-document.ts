import { z } from 'zod/mini';
import { READ_AND_SIGN_TASKS } from '../task-descriptors/index';
import { appliesToSchema, EVERYONE, QUESTION_KINDS } from './document-audience';
import { cleanMultiLine, requiredText } from './fields';

/** The read-and-sign tasks' document types (each task's id), then the other policies'. */
export const DOCUMENT_TYPES = [
  ...READ_AND_SIGN_TASKS.map((task) => ({ value: task.id, label: task.readAndSign.documentLabel })),
  { value: 'safety-policy', label: 'Safety Policy' },
  { value: 'it-policy', label: 'IT Policy' },
  { value: 'code-of-conduct', label: 'Code of Conduct' },
  { value: 'other', label: 'Other' },
  // The employer's own documents a principal contractor asks for (issue 39 item 4).
  { value: 'site-induction', label: 'Site Induction' },
  { value: 'safe-work-method-statement', label: 'Safe Work Method Statement' },
  { value: 'letter-of-offer', label: 'Letter of Offer' },
  { value: 'position-description', label: 'Position Description' },
] as const;

/**
 * The built-in tasks' types: one active document each, signed on its own screen. Every other
 * type is an employer document: each active one is a task of its own for the hires it applies
 * to, and several of a type may be active (decision 090).
 */
export const BUILT_IN_DOCUMENT_TYPES: readonly string[] = READ_AND_SIGN_TASKS.map((task) => task.id);
export const isEmployerDocumentType = (type: string) => !BUILT_IN_DOCUMENT_TYPES.includes(type);

/** 'A, B or C': the built-in documents' names, for the policy form's words. */
export const BUILT_IN_DOCUMENT_NAMES = READ_AND_SIGN_TASKS.map((task) => task.readAndSign.documentLabel)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1');

const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((type) => type.value) as [DocumentType, ...DocumentType[]];
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];

export const QUESTION_TEXT_REQUIRED = 'Please fill in all question text or remove empty questions';
/** Policy HTML is sanitised on the server; this only bounds the size. */
export const CONTENT_MAX = 200_000;

export const policyQuestionSchema = z.object({
  id: requiredText('Question id is required', 100),
  question: requiredText(QUESTION_TEXT_REQUIRED, 1000),
  required: z._default(z.boolean(), false),
  kind: z._default(z.enum(QUESTION_KINDS), 'text'),
});
export type PolicyQuestion = z.infer<typeof policyQuestionSchema>;
export type PolicyQuestionInput = z.input<typeof policyQuestionSchema>;

// No defaults here: a partial update must not reset isActive or the questions.
const policyFields = {
  title: requiredText('Title is required'),
  content: requiredText('Content is required', CONTENT_MAX, cleanMultiLine()),
  version: requiredText('Version is required', 50),
  questions: z.array(policyQuestionSchema).check(z.maxLength(100)),
  isActive: z.boolean(),
  /** An employer document's hires (decision 090); the built-in three apply to everyone. */
  appliesTo: appliesToSchema,
  /** The employer countersigns the hire's signed copy (a letter of offer). */
  needsCountersignature: z.boolean(),
};

export const policyDocumentSchema = z.object({
  ...policyFields,
  documentType: z.enum(DOCUMENT_TYPE_VALUES, 'Document type is required'),
  questions: z._default(policyFields.questions, []),
  isActive: z._default(policyFields.isActive, true),
  appliesTo: z._default(policyFields.appliesTo, EVERYONE),
  needsCountersignature: z._default(policyFields.needsCountersignature, false),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;
export type PolicyDocumentInput = z.input<typeof policyDocumentSchema>;

/**
 * PATCH: any subset of the fields; the document type cannot change (spec §5). `askToSignAgain`:
 * whether hires who signed an employer document before this change must sign it again (the
 * owner's choice, issue 39 item 5); the built-in three always ask, as before.
 */
export const policyDocumentUpdateSchema = z.extend(z.partial(z.object(policyFields)), {
  askToSignAgain: z.optional(z.boolean()),
});
export type PolicyDocumentUpdate = z.input<typeof policyDocumentUpdateSchema>;

export function documentTypeLabel(value: string): string {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;
}

// The answers' schemas live in answers/policy-document.ts, out of the client's bundle.
export type { PolicyDocumentList, PolicyDocumentRow } from '../answers/policy-document';
