import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';

/**
 * Before a session's drafts move to the email it has just proven, drops those the browser did not
 * type since its page last loaded (issue 19 item 6a, decision 021). On a shared site tablet
 * someone can fill in a bank-details draft in a session and walk away; the next person proves
 * their email in the same browser, and without this the planted draft became theirs and
 * prefilled their bank step. The client names the steps it saved since its page load
 * (`typedSteps` of POST /api/auth/verify-code); basic info is always on screen when the code is
 * asked from the wizard, so the person has seen what it carries, the headshot included.
 */
export async function dropUntypedDrafts(tx: Db, sessionId: string, typedSteps: readonly string[]) {
  const ofSession = eq(stepDrafts.sessionId, sessionId);
  await tx
    .delete(stepDrafts)
    .where(
      typedSteps.length > 0 ? and(ofSession, notInArray(stepDrafts.stepId, [...typedSteps])) : ofSession,
    );
  if (!typedSteps.includes('basic-info')) {
    await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.sessionId, sessionId), eq(storedFiles.kind, 'profile-photo-draft')));
  }
}
