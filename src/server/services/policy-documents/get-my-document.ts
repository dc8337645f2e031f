import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { policyDocuments } from '../../db/schema/policy-documents';
import { teamMembers } from '../../db/schema/team-members';
import { notFound } from '../../http-errors';
import { getStatus } from '../status/get-status';
import { hireLanguageOf } from '../mail/hire-emails';
import { translationFor } from './document-translations';

export const DOCUMENT_NOT_YOURS = 'This document is not one of your tasks';

/**
 * An employer document to read and sign (decision 090): only one of this hire's own tasks, found
 * as the status finds them; any other id answers 404, saying nothing of whether it exists.
 */
export async function getMyDocument(db: Db, email: string, documentId: string) {
  const status = await getStatus(db, email);
  const task = status.documents.find((d) => d.documentId === documentId);
  if (!task) throw notFound(DOCUMENT_NOT_YOURS);
  const [doc] = await db.select().from(policyDocuments).where(eq(policyDocuments.id, documentId));
  if (!doc) throw notFound(DOCUMENT_NOT_YOURS);
  // The hire's latest signing of it, countersigned or not (decision 091).
  const [signing] = await db
    .select({ at: policyAcknowledgments.countersignedAt })
    .from(policyAcknowledgments)
    .innerJoin(teamMembers, eq(teamMembers.id, policyAcknowledgments.memberId))
    .where(and(eq(teamMembers.email, email), eq(policyAcknowledgments.policyDocumentId, documentId)))
    .orderBy(desc(policyAcknowledgments.acknowledgedAt))
    .limit(1);
  return {
    ...doc,
    isCompleted: task.isCompleted,
    isSignAgain: task.isSignAgain,
    countersignedAt: signing?.at ?? null,
    // HR's translation into the application's language, beside the English (decision 115).
    translation: await translationFor(db, doc.id, await hireLanguageOf(db, email)),
  };
}
