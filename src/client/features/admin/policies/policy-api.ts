import type { DocumentType } from '../../../../shared/schemas/policy-document';

export interface PolicyQuestionRow {
  id: string;
  question: string;
  required: boolean;
}

/** A policy document as GET /api/policy-documents lists it. */
export interface PolicyDocumentRow {
  id: string;
  title: string;
  content: string;
  documentType: DocumentType | string;
  version: string;
  questions: PolicyQuestionRow[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export const POLICIES_KEY = ['/api/policy-documents'] as const;

/** The list route answers `{documents}`; a bare array is accepted too. */
export type PolicyListAnswer = { documents: PolicyDocumentRow[] } | PolicyDocumentRow[];

export function policyRows(answer: PolicyListAnswer | undefined): PolicyDocumentRow[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.documents;
}

/** The employee page that shows a policy (spec §2: Preview opens /policy-document). */
export const PREVIEW_PATH = '/policy-document';
