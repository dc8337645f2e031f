import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { recordCollectionNoticeShown } from '../applications/collection-notice';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';
import { teamMembers } from '../../db/schema/team-members';
import { createSession, NO_ADMIN, SUBMITTED_IDLE_MS, type SessionRow } from '../sessions/session-store';
import { sessions } from '../../db/schema/sessions';
import { moveApplication, type MoveContext } from './move-application';
import { isSteppedUp, lastSubmittedAt } from './step-up';
import { HttpError } from '../../http-errors';

/** A member is created or changed only under an email this session has proven. */
export const PROVE_EMAIL_FIRST = 'Please confirm your email address with the code we sent to it first.';

export const CONFIRM_CURRENT_EMAIL_FIRST =
  'To move your application to this email, first confirm your current email address with a new code.';
import { dropUntypedDrafts } from './drop-untyped-drafts';

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
  /** The application moved here from the session's previous email (both were told). */
  moved: boolean;
}

/**
 * Binds a session to an email it has just proven with its code (DESIGN.md §3.2), in one
 * transaction serialised per email, and rotates the token so a token planted before the proof
 * reads nothing after it.
 * - Before proof, the session's drafts and photo were its own; they move to the email.
 * - A session acting for another email (an email changed in edit mode) brings that application
 *   along when the new email holds nothing, and only with a fresh code from the current email
 *   too (its step-up window, step-up.ts): a session left open is not the owner. Both addresses
 *   are told and the move is audited (move-application.ts). When the new email holds an
 *   application of its own, the session switches to it and the old one stays where it is.
 * - The session's own email proven again opens its step-up window.
 * - A staff grant the browser held ends: the proven session is the hire's alone.
 */
export async function proveEmail(
  db: Db,
  session: SessionRow,
  email: string,
  context: MoveContext,
  /** Steps this browser typed since its page load: only their drafts are carried over. */
  typedSteps: readonly string[] = [],
): Promise<ProvenSession> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email}`}))`);
    const target = await holdingsOf(tx, email);
    const from = session.email;
    let moved = false;
    if (!from) {
      await dropUntypedDrafts(tx, session.id, typedSteps);
      await adoptSessionDrafts(tx, session.id, email, target);
    } else if (from !== email && !target.hasAny && (await holdingsOf(tx, from)).hasAny) {
      // A window opened before the latest submission does not count (as for seeing the numbers).
      if (!isSteppedUp(session, await lastSubmittedAt(tx, from))) {
        throw new HttpError(403, 'step_up_required', CONFIRM_CURRENT_EMAIL_FIRST);
      }
      await moveApplication(tx, from, email, context);
      moved = true;
    }
    // Every proven email has an application on HR's list (decision 031): a self-started one is
    // made here; an invited one counts the proof as activity.
    await tx
      .insert(applications)
      .values({ email, lastActiveAt: new Date() })
      .onConflictDoUpdate({
        target: applications.email,
        set: { lastActiveAt: sql`coalesce(${applications.lastActiveAt}, excluded.last_active_at)` },
      });
    // Proven from Basic Information's Next: the collection notice was on screen above it.
    if (!from && typedSteps.includes('basic-info')) await recordCollectionNoticeShown(tx, email);
    await tx.delete(sessions).where(eq(sessions.id, session.id));
    // A staff grant does not come along (as with the invitation link): the hire typing their
    // code on an office PC left signed in must not hold HR's access, nor HR act as the hire.
    const rotated = await createSession(tx, {
      email,
      ...NO_ADMIN,
      idleSeconds: (await lastSubmittedAt(tx, email)) ? SUBMITTED_IDLE_MS / 1000 : null,
      // Proving its own email again is the step-up; a move keeps the current email's fresh proof.
      steppedUpAt: from === email ? new Date() : moved ? session.steppedUpAt : null,
    });
    return { ...rotated, hasApplication: (await holdingsOf(tx, email)).hasMember, moved };
  });
}
