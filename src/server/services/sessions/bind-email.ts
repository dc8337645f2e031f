import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { conflict } from '../../http-errors';
import { hasOtherLiveSession, updateSession, type SessionRow } from './session-store';

export const EMAIL_IN_USE_MESSAGE =
  'This email already has an application in progress. To continue it here, we can email you a 6-digit code to confirm it is yours.';

const owns = async (db: Db, email: string) => {
  const [[members], [drafts]] = await Promise.all([
    db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.email, email)),
    db.select({ n: count() }).from(stepDrafts).where(eq(stepDrafts.email, email)),
  ]);
  return (members?.n ?? 0) + (drafts?.n ?? 0) > 0;
};

/**
 * Refuses (409) an email that another live session, a member or someone's drafts already hold:
 * whoever holds it proves ownership with an emailed code.
 */
export async function assertEmailFree(db: Db, email: string, exceptSessionId: string | null): Promise<void> {
  if ((await hasOtherLiveSession(db, email, exceptSessionId)) || (await owns(db, email))) {
    throw conflict('email_in_use', EMAIL_IN_USE_MESSAGE);
  }
}

/**
 * Binds an employee session to `email` (DESIGN.md §3.2). An email that another session or an
 * existing application already holds is refused with 409: the person proves it with a code.
 * A session may move to a new, unused email (a typo fixed) while it has no member record;
 * its drafts move with it. Once a member exists (edit mode), the session keeps its email:
 * the edited draft records the new one, and saving the member moves every row at once.
 */
export async function bindEmail(db: Db, session: SessionRow, email: string): Promise<void> {
  if (session.email === email) return;
  await assertEmailFree(db, email, session.id);
  const previous = session.email;
  await db.transaction(async (tx) => {
    if (previous) {
      const [member] = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(eq(teamMembers.email, previous));
      if (member) return;
      await tx.update(stepDrafts).set({ email }).where(eq(stepDrafts.email, previous));
      await tx
        .update(storedFiles)
        .set({ email })
        .where(and(eq(storedFiles.email, previous), isNull(storedFiles.memberId)));
    }
    await updateSession(tx, session.id, { email });
    session.email = email;
  });
}
