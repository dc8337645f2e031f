import { and, eq, ne, sql } from 'drizzle-orm';
import { isEmployerDocumentType } from '../../../shared/schemas/policy-document';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';

/**
 * One active document per built-in type (a partial unique index guarantees it): before a document of
 * `doc.documentType` is made active, the others are deactivated, inside the caller's
 * transaction. A transaction-scoped advisory lock per type makes two concurrent activations
 * take turns, so the later one wins instead of one failing on the index.
 */
export async function deactivateOtherDocuments(
  tx: Db,
  doc: { id?: string; documentType: string },
): Promise<string[]> {
  // An employer's documents may be active side by side (decision 090).
  if (isEmployerDocumentType(doc.documentType)) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`policy-documents:${doc.documentType}`}))`);
  const rows = await tx
    .update(policyDocuments)
    .set({ isActive: false, updatedAt: new Date() })
    .where(
      and(
        eq(policyDocuments.documentType, doc.documentType),
        eq(policyDocuments.isActive, true),
        doc.id ? ne(policyDocuments.id, doc.id) : undefined,
      ),
    )
    .returning({ id: policyDocuments.id });
  return rows.map((r) => r.id);
}
