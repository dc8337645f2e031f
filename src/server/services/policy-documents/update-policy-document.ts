import { eq } from 'drizzle-orm';
import type { PolicyDocumentUpdate } from '../../../shared/schemas/policy-document';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { badRequest, notFound } from '../../http-errors';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { type PolicyQuestionInput, assignQuestionIds } from './assign-question-ids';
import { deactivateOtherDocuments } from './deactivate-other-documents';
import type { PolicyDocumentRow } from './list-policy-documents';
import { assertEmployerOptions } from './employer-options';
import { cleanPolicyContent } from './sanitize-policy-html';

export type PolicyDocumentChanges = Omit<PolicyDocumentUpdate, 'questions'> & {
  questions?: PolicyQuestionInput[];
  /** Only to refuse a change: the type is fixed at creation (spec §5). */
  documentType?: string;
};

export const DOCUMENT_TYPE_FIXED = 'Document type cannot be changed';

const auditAction = (isActive: boolean | undefined) =>
  isActive === true ? 'policy.activate' : isActive === false ? 'policy.deactivate' : 'policy.update';

/** Applies a partial update; activating deactivates the other documents of the type, atomically. */
export async function updatePolicyDocument(
  db: Db,
  id: string,
  changes: PolicyDocumentChanges,
  by: ActingAdmin,
): Promise<PolicyDocumentRow> {
  const actor = adminActor(by);
  const { documentType, questions, content, askToSignAgain, ...rest } = changes;
  const cleaned = content === undefined ? undefined : await cleanPolicyContent(content);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(policyDocuments).where(eq(policyDocuments.id, id)).for('update');
    if (!current) throw notFound('Policy document not found');
    if (documentType !== undefined && documentType !== current.documentType) {
      throw badRequest(DOCUMENT_TYPE_FIXED, { documentType: DOCUMENT_TYPE_FIXED });
    }
    assertEmployerOptions(current.documentType, changes);
    const deactivatedIds = changes.isActive ? await deactivateOtherDocuments(tx, current) : [];
    const [document] = await tx
      .update(policyDocuments)
      .set({
        ...rest,
        ...(cleaned === undefined ? {} : { content: cleaned }),
        ...(questions === undefined ? {} : { questions: assignQuestionIds(questions) }),
        // The owner's choice that hires who signed before now sign again (issue 39 item 5).
        ...(askToSignAgain ? { signAgainSince: new Date() } : {}),
        updatedAt: new Date(),
      })
      .where(eq(policyDocuments.id, id))
      .returning();
    await writeAudit(tx, {
      actor,
      admin: by,
      action: auditAction(changes.isActive),
      target: id,
      details: {
        fields: Object.keys(changes).filter((k) => k !== 'documentType' && k !== 'askToSignAgain'),
        deactivatedIds,
        ...(askToSignAgain ? { askToSignAgain } : {}),
      },
    });
    return document!;
  });
}
