import crypto from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/sessions';

export type SessionRow = typeof sessions.$inferSelect;

export const SESSION_COOKIE = 'sid';
/** A new hire may come back days later on the same phone; after a week idle they use an email code. */
export const IDLE_MS = 7 * 24 * 3600_000;
export const ABSOLUTE_MS = 30 * 24 * 3600_000;
/**
 * Once its email has submitted, a session expires after this long idle: a tablet left open on
 * site must not keep a submitted application (TFN, bank) open for days.
 */
export const SUBMITTED_IDLE_MS = 2 * 3600_000;
/** An admin grant is short: a shared office PC must not stay unlocked for long. */
export const ADMIN_GRANT_MS = 2 * 3600_000;
/** A staff member's sign-in lasts 8 hours at most (a working day)... */
export const STAFF_GRANT_MS = 8 * 3600_000;
/** ...and ends after 30 minutes without a request, as does the bootstrap PIN's (decision 029). */
export const ADMIN_IDLE_MS = 30 * 60_000;

/** What ends an admin grant and keeps the session (the employee part of it stays). */
export const NO_ADMIN = { adminUntil: null, staffId: null, staffRole: null } as const;

type AdminFields = 'adminUntil' | 'staffId' | 'staffRole';
/** Touching lastSeenAt at most once a minute keeps the 1-second status poll read-only. */
const TOUCH_EVERY_MS = 60_000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(16).toString('base64url');

export async function findSession(db: Db, token: string | undefined): Promise<SessionRow | null> {
  const id = sessionIdOf(token);
  return id ? readSession(db, id) : null;
}

/** The table's key for a cookie's token (its SHA-256); null for no token or an impossible one. */
export const sessionIdOf = (token: string | undefined): string | null =>
  !token || token.length > 64 ? null : hashToken(token);

/** How long this session may stay idle: the default, or hours once its email has submitted. */
export const idleLimitMs = (row: SessionRow) => (row.idleSeconds === null ? IDLE_MS : row.idleSeconds * 1000);

/** A live session may be used from memory until its last touch is this old (session-cache.ts). */
export const isFreshlyTouched = (row: SessionRow, now = Date.now()) =>
  now - row.lastSeenAt.getTime() <= Math.min(TOUCH_EVERY_MS, idleLimitMs(row)) &&
  row.expiresAt.getTime() > now;

/** The session row if it is live, touched (lastSeenAt) when its last touch is over a minute old. */
export async function readSession(db: Db, id: string): Promise<SessionRow | null> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
  if (!row || now.getTime() - row.lastSeenAt.getTime() > idleLimitMs(row)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    // An admin grant idle for 30 minutes ends here, at the touch that would otherwise renew it.
    const adminIdle = row.adminUntil !== null && now.getTime() - row.lastSeenAt.getTime() > ADMIN_IDLE_MS;
    const [touched] = await db
      .update(sessions)
      .set({ lastSeenAt: now, ...(adminIdle ? NO_ADMIN : {}) })
      .where(and(eq(sessions.id, row.id), gt(sessions.expiresAt, now)))
      .returning();
    return touched ?? null;
  }
  return row;
}

export async function createSession(
  db: Db,
  init: Partial<
    Pick<SessionRow, 'email' | 'idleSeconds' | 'steppedUpAt' | 'authenticatedAt' | AdminFields>
  > = {},
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const [session] = await db
    .insert(sessions)
    .values({ id: hashToken(token), expiresAt: new Date(Date.now() + ABSOLUTE_MS), ...init })
    .returning();
  return { token, session: session! };
}

/** What a staff sign-in (or the bootstrap PIN) grants: nothing else goes into its session. */
export type AdminGrant = Pick<SessionRow, AdminFields>;

/**
 * Starts a staff session in place of the browser's current one (no fixation): the old session
 * ends, and the new one holds the grant only. Nothing of whoever used the browser before comes
 * along (a hire's email and step-up window on a shared site tablet, their idle limit): the staff
 * session must not act as the hire on the hire's routes (decision 029, attack review).
 */
export async function startAdminSession(
  db: Db,
  old: SessionRow | null,
  grant: AdminGrant,
): Promise<{ token: string; session: SessionRow }> {
  return db.transaction(async (tx) => {
    if (old) await tx.delete(sessions).where(eq(sessions.id, old.id));
    return createSession(tx, {
      email: null,
      idleSeconds: null,
      steppedUpAt: null,
      // The sign-in proved the factors now: owner actions ask again 10 minutes on (decision 037).
      authenticatedAt: new Date(),
      adminUntil: grant.adminUntil,
      staffId: grant.staffId,
      staffRole: grant.staffRole,
    });
  });
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export const isAdmin = (s: SessionRow | null) => !!s?.adminUntil && s.adminUntil.getTime() > Date.now();

/** Stamps a proof of the person's factors on the session (the re-authentication of decision 037). */
export async function stampAuthenticated(db: Db, id: string, at: Date) {
  await db.update(sessions).set({ authenticatedAt: at }).where(eq(sessions.id, id));
}
