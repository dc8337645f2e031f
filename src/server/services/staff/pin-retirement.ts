import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { sessions } from '../../db/schema/sessions';
import { staffMembers } from '../../db/schema/staff';
import { ADMIN_GRANT_MS, NO_ADMIN, type SessionRow, startAdminSession } from '../sessions/session-store';

/** The app_settings row that says the bootstrap PIN is retired (its value: when, ISO 8601). */
export const PIN_RETIRED_KEY = 'admin_pin_retired_at';
/** The app_settings row holding the install's first start (ISO 8601): the PIN works 7 days from it. */
export const PIN_FIRST_START_KEY = 'admin_pin_first_started_at';
/** How long after the first start the bootstrap PIN signs in (issue 36 item 6); then `admin:recover`. */
export const PIN_LIFETIME_MS = 7 * 24 * 3600_000;

/**
 * Retirement and the creation of a PIN session take turns (a transaction-wide lock): a PIN
 * session is either created before the retirement, which then ends it, or refused (issue 36 item 6).
 */
const lockPin = (db: Db) => db.execute(sql`select pg_advisory_xact_lock(hashtext('admin:pin'))`);

/** Records the install's first start, once: the clock of the PIN's 7 days. */
export async function recordFirstStart(db: Db, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: PIN_FIRST_START_KEY, value: now.toISOString() })
    .onConflictDoNothing();
}

/** When the PIN stops signing in (null: no first start recorded, which createDeps does). */
async function pinExpiresAt(db: Db): Promise<Date | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PIN_FIRST_START_KEY));
  return row ? new Date(new Date(row.value).getTime() + PIN_LIFETIME_MS) : null;
}

export type PinState = 'open' | 'retired' | 'expired';

/** Whether the PIN may sign in now: retired (an owner enrolled) or expired (7 days after first start). */
export async function pinState(db: Db, now: Date): Promise<PinState> {
  if (await isPinRetired(db)) return 'retired';
  const expiresAt = await pinExpiresAt(db);
  return expiresAt && now.getTime() >= expiresAt.getTime() ? 'expired' : 'open';
}

/**
 * Starts a bootstrap-PIN session, checking in the same transaction, under the lock every
 * retirement takes, that the PIN is neither retired nor expired: no PIN session outlives the
 * first owner's enrolment (the attack review saw four created after it). Its grant ends at the
 * PIN's expiry at the latest.
 */
export async function startPinSession(
  db: Db,
  old: SessionRow | null,
  now: Date,
): Promise<{ token: string } | { refused: Exclude<PinState, 'open'> }> {
  return db.transaction(async (tx) => {
    await lockPin(tx);
    const state = await pinState(tx, now);
    if (state !== 'open') return { refused: state };
    const expiresAt = await pinExpiresAt(tx);
    const until = now.getTime() + ADMIN_GRANT_MS;
    const { token } = await startAdminSession(tx, old, {
      adminUntil: new Date(expiresAt ? Math.min(until, expiresAt.getTime()) : until),
      staffId: null,
      staffRole: 'owner',
    });
    return { token };
  });
}

/** Whether an active owner has enrolled a factor. */
async function hasEnrolledOwner(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.role, 'owner'),
        isNotNull(staffMembers.enrolledAt),
        isNull(staffMembers.deactivatedAt),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Records, for good, that the bootstrap PIN no longer signs in (decision 029): written in the
 * transaction in which an owner first holds an enrolled factor (an owner enrols, an enrolled
 * person becomes an owner), which also ends the PIN's sessions. Who holds the owner role later (a
 * demotion, a deactivation, a second owner whose link is still unused) does not bring it back.
 */
export async function retirePin(db: Db): Promise<void> {
  await lockPin(db);
  await db
    .insert(appSettings)
    .values({ key: PIN_RETIRED_KEY, value: new Date().toISOString() })
    .onConflictDoNothing();
  await db
    .update(sessions)
    .set(NO_ADMIN)
    .where(and(isNull(sessions.staffId), sql`${sessions.adminUntil} is not null`));
}

/**
 * Whether the PIN is retired: the row, or (an install whose owner enrolled before the row
 * existed) an enrolled active owner now, which is then recorded.
 */
export async function isPinRetired(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PIN_RETIRED_KEY));
  if (row) return true;
  if (!(await hasEnrolledOwner(db))) return false;
  await retirePin(db);
  return true;
}
