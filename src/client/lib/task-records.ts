import { SIGNED_DOCUMENT_TASKS, type SignedDocumentType } from '../../shared/acknowledgment';
import { INVITATION_API } from '../../shared/applications';
import type { SuperfundChoiceResponse } from '../../shared/schemas/superfund-choice';
import type { TaxDeclarationResponse } from '../../shared/schemas/tax-declaration';
import { getJson } from './api-client';

// The saved records the task screens open with: each one's query key and how it is read, in one
// place for the screens and for the offline prefetch (decision 034), so both name the same cache
// entries. No React, no form code: the home's app imports this.

const TAX_DECLARATIONS = '/api/tax-declarations';
const SUPERFUND_CHOICES = '/api/superfund-choices';

/** A read the query cache can be filled with ahead of its screen. */
export interface FirstRead {
  queryKey: readonly unknown[];
  queryFn?: () => Promise<unknown>;
}

/** A read answered null while none is saved yet (not a 404: issue 35). */
const orNull = <T>(url: string) => getJson<T | null>(url);

/** GET /api/tax-declarations/{email}: the declaration as its owner sees it. */
export const taxDeclarationKey = (email: string | null) => [TAX_DECLARATIONS, email ?? ''] as const;
/** The declaration's read as the tax screen, the super screen (its TFN) and the offline prefetch share it. */
export const taxDeclarationRead = (email: string | null) => ({
  queryKey: taxDeclarationKey(email),
  queryFn: () => orNull<TaxDeclarationResponse>(`${TAX_DECLARATIONS}/${encodeURIComponent(email ?? '')}`),
});

/** GET /api/superfund-choices: this person's own choice (spec §7: the key carries the email). */
export const superfundKey = (email: string | null) => [SUPERFUND_CHOICES, email ?? ''] as const;
/** The choice's read as the super screen and the offline prefetch share it. */
export const superfundChoiceRead = (email: string | null) => ({
  queryKey: superfundKey(email),
  queryFn: () => orNull<SuperfundChoiceResponse>(SUPERFUND_CHOICES),
});

/** The active policy document of a read-and-sign task, as its signer reads it. */
export const documentKey = (type: SignedDocumentType) => ['/api/me/policy-documents', type] as const;

/** GET /api/me/invitation: what HR sent (null: not invited). */
export const MY_INVITATION_KEY = [INVITATION_API.mine] as const;

/**
 * The first reads of every task screen but the wizard's, for a person with a saved member: what
 * a task screen needs to open after the connection drops (issue 23 item 1). Memory only.
 */
export function taskScreenReads(email: string): FirstRead[] {
  return [
    ...SIGNED_DOCUMENT_TASKS.map((type) => ({ queryKey: documentKey(type) })),
    taxDeclarationRead(email),
    superfundChoiceRead(email),
  ];
}
