import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { tooMany } from '../../http-errors';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit-log';
import { countRecentAudit } from '../audit/write-audit';

const WINDOW_MS = 15 * 60_000;
const MAX_PER_IP = 5;
const MAX_GLOBAL = 50;
const FAILED = 'admin.pin_failed';
export const PIN_LOCKED_MESSAGE = 'Too many incorrect attempts. Please wait 15 minutes and try again.';

/**
 * Checks a PIN against the argon2 hash. Each attempt is recorded as a failure BEFORE the limits
 * are counted and the hash is checked, so attempts sent at once all see each other; a correct
 * PIN then turns its row into the login. The limits (per IP and overall) are counted from the
 * audit log, so they hold across restarts and across app instances.
 */
export async function verifyAdminPin(db: Db, pinHash: string, pin: string, ip: string): Promise<boolean> {
  const [attempt] = await db
    .insert(auditLog)
    .values({ actor: 'anonymous', action: FAILED, ip, details: {} })
    .returning({ id: auditLog.id });
  const [byIp, overall] = await Promise.all([
    countRecentAudit(db, FAILED, WINDOW_MS, ip),
    countRecentAudit(db, FAILED, WINDOW_MS),
  ]);
  if (byIp > MAX_PER_IP || overall > MAX_GLOBAL) {
    // A locked-out attempt is not a guess: record it as such, not as one more failure.
    await db.update(auditLog).set({ action: 'admin.pin_locked' }).where(eq(auditLog.id, attempt!.id));
    throw tooMany(PIN_LOCKED_MESSAGE);
  }
  const ok = await verify(pinHash, pin).catch(() => false);
  if (ok)
    await db
      .update(auditLog)
      .set({ actor: 'admin', action: 'admin.login' })
      .where(eq(auditLog.id, attempt!.id));
  return ok;
}
