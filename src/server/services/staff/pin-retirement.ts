import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';
import { sessions } from '../../db/schema/sessions';
import { staffMembers } from '../../db/schema/staff';
import { NO_ADMIN } from '../sessions/session-store';

/** The app_settings row that says the bootstrap PIN is retired (its value: when, ISO 8601). */
export const PIN_RETIRED_KEY = 'admin_pin_retired_at';

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
