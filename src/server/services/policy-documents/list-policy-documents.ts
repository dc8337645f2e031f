import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';

export type PolicyDocumentRow = typeof policyDocuments.$inferSelect;

/** Every document, grouped by type, the newest change first within a type. */
export async function listPolicyDocuments(db: Db): Promise<PolicyDocumentRow[]> {
  return db
    .select()
    .from(policyDocuments)
    .orderBy(asc(policyDocuments.documentType), desc(policyDocuments.updatedAt));
}
