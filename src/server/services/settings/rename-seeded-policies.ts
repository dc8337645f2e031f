import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { defaultPolicies } from '../../db/seed-content';

/**
 * The seeded documents name the company they were seeded under (the environment's example
 * company). When the owner renames the company, each one whose title and text are still exactly
 * as seeded is reworded under the new name, in place: nobody changed it, so it was never the
 * employer's own wording. A document the owner edited is left alone. A hire who signed the old
 * wording keeps its evidence (the text's SHA-256, DESIGN §3.15).
 */
export async function renameSeededPolicies(tx: Db, oldName: string, newName: string): Promise<void> {
  const renamed = defaultPolicies(newName);
  for (const [i, seeded] of defaultPolicies(oldName).entries()) {
    const next = renamed[i]!;
    await tx
      .update(policyDocuments)
      .set({ title: next.title, content: next.content, updatedAt: new Date() })
      .where(
        and(
          eq(policyDocuments.documentType, seeded.documentType),
          eq(policyDocuments.title, seeded.title),
          eq(policyDocuments.content, seeded.content),
        ),
      );
  }
}
