import { asc, desc, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { appliesToHire, CURRENT_HIRES } from './applies-to-sql';

export type PolicyDocumentRow = typeof policyDocuments.$inferSelect;

/**
 * How many current hires each document applies to: nothing saved as Active is silently unseen
 * (issue 39 item 4). Counted for every document, active or not, so the admin sees whom it would reach.
 */
const hireCount = sql<number>`(select count(*) from ${CURRENT_HIRES} h
  where ${appliesToHire('policy_documents', 'h')})::int`;

/** Every document, grouped by type, the newest change first within a type, with its hires. */
export async function listPolicyDocuments(db: Db): Promise<(PolicyDocumentRow & { hireCount: number })[]> {
  return db
    .select({ ...getTableColumns(policyDocuments), hireCount })
    .from(policyDocuments)
    .orderBy(asc(policyDocuments.documentType), desc(policyDocuments.updatedAt));
}
