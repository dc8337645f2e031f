import type { PolicyDocumentList, PolicyDocumentRow } from '../../../../shared/schemas/policy-document';

/** A policy document, and as GET /api/policy-documents lists it (with its current hires). */
export type { PolicyDocumentRow };
export type ListedPolicyDocument = PolicyDocumentList['documents'][number];

export const POLICIES_KEY = ['/api/policy-documents'] as const;

export const policyRows = (answer: PolicyDocumentList | undefined): ListedPolicyDocument[] =>
  answer?.documents ?? [];

/** The employee page that shows a policy (spec §2: Preview opens /policy-document). */
export const PREVIEW_PATH = '/policy-document';
