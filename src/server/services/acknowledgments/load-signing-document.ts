import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { badRequest } from '../../http-errors';

export const DOCUMENT_NOT_ACTIVE =
  'This document is no longer the active version. Please reload the page and read the current one.';

export type PolicyDocumentRow = typeof policyDocuments.$inferSelect;

/**
 * The document being signed: it must exist, be the active one of its type, be of an allowed
 * type, and (when the client says which title and version it showed) be that version.
 */
export async function loadSigningDocument(
  tx: Db,
  input: { policyDocumentId: string; policyTitle?: string; policyVersion?: string },
  allowedTypes: readonly string[],
): Promise<PolicyDocumentRow> {
  const refuse = (message: string) => badRequest(message, { policyDocumentId: message });
  const [doc] = await tx.select().from(policyDocuments).where(eq(policyDocuments.id, input.policyDocumentId));
  if (!doc || !allowedTypes.includes(doc.documentType))
    throw refuse('Not a document that can be acknowledged here');
  if (!doc.isActive) throw refuse(DOCUMENT_NOT_ACTIVE);
  if (input.policyVersion !== undefined && input.policyVersion !== doc.version)
    throw refuse(DOCUMENT_NOT_ACTIVE);
  if (input.policyTitle !== undefined && input.policyTitle !== doc.title) throw refuse(DOCUMENT_NOT_ACTIVE);
  return doc;
}
