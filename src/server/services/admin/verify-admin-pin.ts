import { verify } from '@node-rs/argon2';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { tooMany } from '../../http-errors';
import type { ClientAddress } from '../audit/client-address';
import { countRecentAudit } from '../audit/write-audit';

const WINDOW_MS = 15 * 60_000;
const MAX_PER_IP = 5;
/** Past this many failures overall in the window, each further try waits longer (no hard lock). */
const FREE_GLOBAL = 50;
const MAX_DELAY_MS = 5 * 60_000;
const FAILED = 'admin.pin_failed';
export const PIN_LOCKED_MESSAGE = 'Too many incorrect attempts. Please wait 15 minutes and try again.';

/** 1 s after the 51st failure in 15 minutes, doubling with each one, at most 5 minutes. */
export const globalDelayMs = (failures: number) =>
  failures <= FREE_GLOBAL ? 0 : Math.min(1000 * 2 ** (failures - FREE_GLOBAL - 1), MAX_DELAY_MS);

async function refuse(db: Db, attemptId: number, message: string): Promise<never> {
  // A refused attempt is not a guess: record it as such, not as one more failure.
  await db.update(auditLog).set({ action: 'admin.pin_locked' }).where(eq(auditLog.id, attemptId));
  throw tooMany(message);
}

/**
 * Checks a PIN against the argon2 hash. Each attempt is recorded as a failure BEFORE the limits
 * are counted and the hash is checked, so attempts sent at once all see each other; a correct
 * PIN then turns its row into the login. Limits, counted from the audit log so they hold across
 * restarts and instances: 5 failures per IP in 15 minutes (an IPv6 client per /64, which one
 * subscriber rotates through at will: `details.network`); overall, a growing delay between
 * tries once 50 have failed, which a known admin device skips.
 */
export async function verifyAdminPin(
  db: Db,
  pinHash: string,
  pin: string,
  { ip, network }: ClientAddress,
  opts: { isKnownDevice?: boolean } = {},
): Promise<boolean> {
  const [attempt] = await db
    .insert(auditLog)
    .values({ actor: 'anonymous', action: FAILED, ip, details: { network } })
    .returning({ id: auditLog.id, createdAt: auditLog.createdAt });
  const { id, createdAt } = attempt!;
  if ((await countRecentAudit(db, FAILED, WINDOW_MS, network)) > MAX_PER_IP)
    await refuse(db, id, PIN_LOCKED_MESSAGE);
  if (!opts.isKnownDevice) {
    const delay = globalDelayMs((await countRecentAudit(db, FAILED, WINDOW_MS)) - 1);
    if (delay > 0) {
      const [previous] = await db
        .select({ at: auditLog.createdAt })
        .from(auditLog)
        .where(and(eq(auditLog.action, FAILED), ne(auditLog.id, id)))
        .orderBy(desc(auditLog.createdAt))
        .limit(1);
      const wait = (previous?.at.getTime() ?? 0) + delay - createdAt.getTime();
      if (wait > 0) {
        await refuse(
          db,
          id,
          `Too many incorrect attempts. Please wait ${Math.ceil(wait / 1000)} seconds and try again.`,
        );
      }
    }
  }
  const ok = await verify(pinHash, pin).catch(() => false);
  if (ok) await db.update(auditLog).set({ actor: 'admin', action: 'admin.login' }).where(eq(auditLog.id, id));
  return ok;
}
