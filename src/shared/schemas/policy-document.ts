import { z } from 'zod/mini';
import { READ_AND_SIGN_TASKS } from '../task-descriptors/index';
import { cleanMultiLine, requiredText } from './fields';

/** The read-and-sign tasks' document types (each task's id), then the other policies'. */
export const DOCUMENT_TYPES = [
  ...READ_AND_SIGN_TASKS.map((task) => ({ value: task.id, label: task.readAndSign.documentLabel })),
  { value: 'safety-policy', label: 'Safety Policy' },
  { value: 'it-policy', label: 'IT Policy' },
  { value: 'code-of-conduct', label: 'Code of Conduct' },
  { value: 'other', label: 'Other' },
] as const;

const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((type) => type.value) as [DocumentType, ...DocumentType[]];
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];

export const QUESTION_TEXT_REQUIRED = 'Please fill in all question text or remove empty questions';
/** Policy HTML is sanitised on the server; this only bounds the size. */
export const CONTENT_MAX = 200_000;

export const policyQuestionSchema = z.object({
  id: requiredText('Question id is required', 100),
  question: requiredText(QUESTION_TEXT_REQUIRED, 1000),
  required: z._default(z.boolean(), false),
});
export type PolicyQuestion = z.infer<typeof policyQuestionSchema>;

// No defaults here: a partial update must not reset isActive or the questions.
const policyFields = {
  title: requiredText('Title is required'),
  content: requiredText('Content is required', CONTENT_MAX, cleanMultiLine()),
  version: requiredText('Version is required', 50),
  questions: z.array(policyQuestionSchema).check(z.maxLength(100)),
  isActive: z.boolean(),
};

export const policyDocumentSchema = z.object({
  ...policyFields,
  documentType: z.enum(DOCUMENT_TYPE_VALUES, 'Document type is required'),
  questions: z._default(policyFields.questions, []),
  isActive: z._default(policyFields.isActive, true),
});
export type PolicyDocument = z.infer<typeof policyDocumentSchema>;

/** PATCH: any subset of the fields; the document type cannot change (spec §5). */
export const policyDocumentUpdateSchema = z.partial(z.object(policyFields));
export type PolicyDocumentUpdate = z.infer<typeof policyDocumentUpdateSchema>;

export function documentTypeLabel(value: string): string {
  return DOCUMENT_TYPES.find((type) => type.value === value)?.label ?? value;
}

// The answers' schemas live in answers/policy-document.ts, out of the client's bundle.
export type { PolicyDocumentList, PolicyDocumentRow } from '../answers/policy-document';
