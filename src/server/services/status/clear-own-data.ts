import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { licences } from '../../db/schema/licences';
import { applications } from '../../db/schema/applications';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';
import { stepDrafts } from '../../db/schema/step-drafts';
import { taskStates } from '../../db/schema/task-states';
import { storedFiles } from '../../db/schema/stored-files';
import { submissionRecords } from '../../db/schema/submission-records';
import { teamMembers } from '../../db/schema/team-members';
import type { SessionRow } from '../sessions/session-store';

/**
 * 'Clear All Data & Start Fresh' (DESIGN.md §3.4): this person's session, drafts and records
 * not yet submitted. A submitted application stays for the employer; wiping everything is an
 * admin action.
 */
export async function clearOwnData(db: Db, session: SessionRow): Promise<{ removedMember: boolean }> {
  return db.transaction(async (tx) => {
    let removedMember = false;
    const email = session.email;
    if (email) {
      await tx.delete(stepDrafts).where(eq(stepDrafts.email, email));
      await tx.delete(taskStates).where(eq(taskStates.email, email));
      await tx.delete(licences).where(and(eq(licences.email, email), isNull(licences.memberId)));
      await tx.delete(storedFiles).where(and(eq(storedFiles.email, email), isNull(storedFiles.memberId)));
      const [member] = await tx
        .select({ id: teamMembers.id })
        .from(teamMembers)
        .where(eq(teamMembers.email, email));
      if (member) {
        const [submitted] = await tx
          .select({ n: count() })
          .from(submissionRecords)
          .where(eq(submissionRecords.memberId, member.id));
        if ((submitted?.n ?? 0) === 0) {
          await tx.delete(teamMembers).where(eq(teamMembers.id, member.id));
          removedMember = true;
        }
      }
    }
    if (email) {
      // A self-started application nobody submitted leaves HR's list; HR's invitation stays.
      await tx
        .delete(applications)
        .where(
          and(
            eq(applications.email, email),
            isNull(applications.invitedAt),
            sql`not exists (select 1 from submission_records s where s.email = ${email})`,
          ),
        );
    }
    await tx.delete(sessions).where(eq(sessions.id, session.id));
    return { removedMember };
  });
}
