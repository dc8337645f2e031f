import { verify } from '@node-rs/argon2';
import type { Db } from '../../db/client';
import { tooMany } from '../../http-errors';
import { countRecentAudit, writeAudit } from '../audit/write-audit';

const WINDOW_MS = 15 * 60_000;
const MAX_PER_IP = 5;
const MAX_GLOBAL = 50;
export const PIN_LOCKED_MESSAGE = 'Too many incorrect attempts. Please wait 15 minutes and try again.';

/**
 * Checks a PIN against the argon2 hash. Failures are counted from the audit log, so the limits
 * (per IP and overall) hold across restarts and across app instances.
 */
export async function verifyAdminPin(db: Db, pinHash: string, pin: string, ip: string): Promise<boolean> {
  const [byIp, overall] = await Promise.all([
    countRecentAudit(db, 'admin.pin_failed', WINDOW_MS, ip),
    countRecentAudit(db, 'admin.pin_failed', WINDOW_MS),
  ]);
  if (byIp >= MAX_PER_IP || overall >= MAX_GLOBAL) {
    await writeAudit(db, { actor: 'anonymous', action: 'admin.pin_locked', ip });
    throw tooMany(PIN_LOCKED_MESSAGE);
  }
  const ok = await verify(pinHash, pin).catch(() => false);
  await writeAudit(db, {
    actor: ok ? 'admin' : 'anonymous',
    action: ok ? 'admin.login' : 'admin.pin_failed',
    ip,
  });
  return ok;
}
