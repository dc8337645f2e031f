import { and, desc, eq } from 'drizzle-orm';
import { isEmployerDocumentType } from '../../../shared/schemas/policy-document';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { notFound } from '../../http-errors';
import type { PolicyDocumentRow } from './list-policy-documents';

export const NO_ACTIVE_DOCUMENT = 'No Active Policy Document Found';

/**
 * The active document of a built-in task's type, for its task page; 404 when there is none. An
 * employer's document (a letter of offer, a site induction) is never public: a hire reads it as
 * their own task (GET /api/me/documents/{id}, decision 090), and several of a type may be active.
 */
export async function getActivePolicyDocument(db: Db, documentType: string): Promise<PolicyDocumentRow> {
  if (isEmployerDocumentType(documentType)) throw notFound(NO_ACTIVE_DOCUMENT);
  const [row] = await db
    .select()
    .from(policyDocuments)
    .where(and(eq(policyDocuments.documentType, documentType), eq(policyDocuments.isActive, true)))
    .orderBy(desc(policyDocuments.updatedAt))
    .limit(1);
  if (!row) throw notFound(NO_ACTIVE_DOCUMENT);
  return row;
}

/** One document by id, active or not (the admin's preview); 404 when there is none. */
export async function getPolicyDocument(db: Db, id: string): Promise<PolicyDocumentRow> {
  const [row] = await db.select().from(policyDocuments).where(eq(policyDocuments.id, id));
  if (!row) throw notFound('Policy document not found');
  return row;
}
