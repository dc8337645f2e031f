import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/app-settings';

const KEY = 'admin_pin_hash';

/**
 * A generated PIN's characters: capital letters and digits without the ones read as each other
 * (0/O, 1/I/L): 31^6, about 890 million PINs against the 1 million of 6 digits (issue 36 item 6).
 */
export const PIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PIN_LENGTH = 6;

export const generatePin = (): string =>
  Array.from({ length: PIN_LENGTH }, () => PIN_ALPHABET[crypto.randomInt(PIN_ALPHABET.length)]).join('');

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
  const pin = generatePin();
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
