import type { PolicyDocumentList, PolicyDocumentRow } from '../../../../shared/schemas/policy-document';

/** A policy document as GET /api/policy-documents lists it. */
export type { PolicyDocumentRow };

export const POLICIES_KEY = ['/api/policy-documents'] as const;

export const policyRows = (answer: PolicyDocumentList | undefined): PolicyDocumentRow[] =>
  answer?.documents ?? [];

/** The employee page that shows a policy (spec §2: Preview opens /policy-document). */
export const PREVIEW_PATH = '/policy-document';
