import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { createSession, type SessionRow } from '../sessions/session-store';
import { sessions } from '../../db/schema/sessions';
import { moveApplication } from './move-application';

interface Holdings {
  hasMember: boolean;
  hasAny: boolean;
}

/** What an email already holds: a member (a completed Personal Information), drafts or files. */
async function holdingsOf(tx: Db, email: string): Promise<Holdings> {
  // One after another: a transaction is one connection, and node-postgres refuses (from pg 9)
  // a query sent while another is running on it.
  const [members] = await tx.select({ n: count() }).from(teamMembers).where(eq(teamMembers.email, email));
  const [drafts] = await tx.select({ n: count() }).from(stepDrafts).where(eq(stepDrafts.email, email));
  const [files] = await tx.select({ n: count() }).from(storedFiles).where(eq(storedFiles.email, email));
  const hasMember = (members?.n ?? 0) > 0;
  return { hasMember, hasAny: hasMember || (drafts?.n ?? 0) + (files?.n ?? 0) > 0 };
}

/** Drafts typed before proof move to the proven email, replacing its drafts of the same steps. */
async function adoptSessionDrafts(tx: Db, sessionId: string, email: string, target: Holdings) {
  if (target.hasMember) {
    // A completed application is loaded as it was stored; a half-typed new one does not replace it.
    await tx.delete(stepDrafts).where(eq(stepDrafts.sessionId, sessionId));
    await tx.delete(storedFiles).where(eq(storedFiles.sessionId, sessionId));
    return;
  }
  const typed = tx
    .select({ stepId: stepDrafts.stepId })
    .from(stepDrafts)
    .where(eq(stepDrafts.sessionId, sessionId));
  await tx.delete(stepDrafts).where(and(eq(stepDrafts.email, email), inArray(stepDrafts.stepId, typed)));
  await tx.update(stepDrafts).set({ email, sessionId: null }).where(eq(stepDrafts.sessionId, sessionId));
  const [photo] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(eq(storedFiles.sessionId, sessionId))
    .limit(1);
  if (photo) {
    await tx
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.email, email),
          isNull(storedFiles.memberId),
          eq(storedFiles.kind, 'profile-photo-draft'),
        ),
      );
    await tx.update(storedFiles).set({ email, sessionId: null }).where(eq(storedFiles.sessionId, sessionId));
  }
}

export interface ProvenSession {
  token: string;
  session: SessionRow;
  /** The email already had a completed Personal Information: the person resumed it. */
  hasApplication: boolean;
}

/**
 * Binds a session to an email it has just proven with its code (DESIGN.md §3.2), in one
 * transaction serialised per email, and rotates the token so a token planted before the proof
 * reads nothing after it.
 * - Before proof, the session's drafts and photo were its own; they move to the email.
 * - A session acting for another email (a typo fixed, or an email changed in edit mode) brings
 *   that application along when the new email holds nothing; otherwise it switches to the new
 *   email's own application and the old one stays where it is.
 */
export async function proveEmail(db: Db, session: SessionRow, email: string): Promise<ProvenSession> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);
    const target = await holdingsOf(tx, email);
    const from = session.email;
    if (!from) {
      await adoptSessionDrafts(tx, session.id, email, target);
    } else if (from !== email && !target.hasAny) {
      await moveApplication(tx, from, email);
    }
    await tx.delete(sessions).where(eq(sessions.id, session.id));
    const rotated = await createSession(tx, { email, adminUntil: session.adminUntil });
    return { ...rotated, hasApplication: (await holdingsOf(tx, email)).hasMember };
  });
}
