import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';

export interface Countersign {
  documentId: string;
  countersignature: { by: string; at: Date } | null;
}

/**
 * For HR's detail (decision 091): of the documents `documentIds`, those that ask the employer to
 * countersign, each with the countersignature of the hire's latest signing, if any.
 */
export async function documentCountersignatures(
  db: Db,
  memberId: string | null,
  documentIds: string[],
): Promise<Map<string, Countersign>> {
  if (documentIds.length === 0) return new Map();
  const asking = await db
    .select({ id: policyDocuments.id })
    .from(policyDocuments)
    .where(and(inArray(policyDocuments.id, documentIds), eq(policyDocuments.needsCountersignature, true)));
  const signings = memberId
    ? await db
        .select({
          documentId: policyAcknowledgments.policyDocumentId,
          at: policyAcknowledgments.countersignedAt,
          by: policyAcknowledgments.countersignedByName,
        })
        .from(policyAcknowledgments)
        .where(eq(policyAcknowledgments.memberId, memberId))
        .orderBy(desc(policyAcknowledgments.acknowledgedAt))
    : [];
  return new Map(
    asking.map(({ id }) => {
      const latest = signings.find((s) => s.documentId === id);
      const countersignature = latest?.at ? { by: latest.by ?? '', at: latest.at } : null;
      return [id, { documentId: id, countersignature }];
    }),
  );
}
