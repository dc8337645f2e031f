import type { PolicyDocument } from '../../../shared/schemas/policy-document';
import type { Db } from '../../db/client';
import { policyDocuments } from '../../db/schema/policy-documents';
import { writeAudit } from '../audit/write-audit';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { type PolicyQuestionInput, assignQuestionIds } from './assign-question-ids';
import { deactivateOtherDocuments } from './deactivate-other-documents';
import type { PolicyDocumentRow } from './list-policy-documents';
import { assertEmployerOptions } from './employer-options';
import { cleanPolicyContent } from './sanitize-policy-html';

export type NewPolicyDocument = Omit<PolicyDocument, 'questions'> & { questions: PolicyQuestionInput[] };

/** Stores a new document; an active one replaces the active document of its type. */
export async function createPolicyDocument(
  db: Db,
  input: NewPolicyDocument,
  by: ActingAdmin,
): Promise<PolicyDocumentRow> {
  const actor = adminActor(by);
  assertEmployerOptions(input.documentType, input);
  const content = await cleanPolicyContent(input.content);
  return db.transaction(async (tx) => {
    const isActive = input.isActive ?? true;
    const deactivatedIds = isActive ? await deactivateOtherDocuments(tx, input) : [];
    const [document] = await tx
      .insert(policyDocuments)
      .values({ ...input, isActive, content, questions: assignQuestionIds(input.questions) })
      .returning();
    await writeAudit(tx, {
      actor,
      admin: by,
      action: 'policy.create',
      target: document!.id,
      details: { documentType: document!.documentType, isActive: document!.isActive, deactivatedIds },
    });
    return document!;
  });
}
