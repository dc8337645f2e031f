import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';

const KEY = 'admin_pin_hash';

/** ADMIN_PIN's argon2 hash (on the thread pool): it needs no database, so start-up begins it first. */
export const hashAdminPin = (pin: string): Promise<string> => hash(pin);

/**
 * The admin PIN's argon2 hash: from ADMIN_PIN, or generated once on first start, printed once
 * through `announce`, and only its hash kept.
 */
export async function ensureAdminPinHash(
  db: Db,
  adminPin: string | undefined,
  announce: (pin: string) => void,
): Promise<string> {
  if (adminPin) return hashAdminPin(adminPin);
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (row) return row.value;
  const pin = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const pinHash = await hash(pin);
  const inserted = await db
    .insert(appSettings)
    .values({ key: KEY, value: pinHash })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) {
    // Another instance won the race; use its PIN.
    const [winner] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
    return winner!.value;
  }
  announce(pin);
  return pinHash;
}
