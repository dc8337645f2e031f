import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { medicalDeclarations } from '../../db/schema/medical-declarations';
import { policyAcknowledgments } from '../../db/schema/policy-acknowledgments';
import { sessions } from '../../db/schema/sessions';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { superfundChoices } from '../../db/schema/superfund-choices';
import { taxDeclarations } from '../../db/schema/tax-declarations';
import { teamMembers } from '../../db/schema/team-members';

/**
 * Moves a whole application from one email to another: the member and every row and file that
 * carries the email, and the sessions acting for it, so nothing is orphaned. The caller has
 * proven `to` and checked that it holds nothing of its own.
 */
export async function moveApplication(tx: Db, from: string, to: string) {
  for (const table of [
    teamMembers,
    taxDeclarations,
    medicalDeclarations,
    superfundChoices,
    policyAcknowledgments,
    submissionRecords,
  ]) {
    await tx.update(table).set({ email: to }).where(eq(table.email, from));
  }
  await tx.update(stepDrafts).set({ email: to }).where(eq(stepDrafts.email, from));
  await tx.update(storedFiles).set({ email: to }).where(eq(storedFiles.email, from));
  await tx.update(sessions).set({ email: to }).where(eq(sessions.email, from));
}
