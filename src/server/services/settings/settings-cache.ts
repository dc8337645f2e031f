import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employerSettings, type EmployerSettingsRow } from '../../db/schema/employer-settings';

/** The employer's settings as every reader sees them. */
export type EmployerSettings = EmployerSettingsRow;

/**
 * The settings row in memory (decision 087): PDFs, emails, the header and every date read it
 * without a database round trip. A PUT reloads it here and notifies the other instances
 * (`settings` on the changes channel, live-caches.ts), which reload theirs.
 */
export interface SettingsCache {
  current(): EmployerSettings;
  reload(): Promise<void>;
}

async function readSettings(db: Db): Promise<EmployerSettings> {
  const [row] = await db.select().from(employerSettings).where(eq(employerSettings.id, 1));
  if (!row) throw new Error('employer settings were not seeded');
  return row;
}

/**
 * Reloads may overlap (a PUT's, a notification's, a LISTEN reconnect's) and their reads come back
 * in any order on a pool: a read never replaces one that started after it, so a stale answer
 * arriving late cannot undo a newer one.
 */
export function createSettingsCache(db: Db): Promise<SettingsCache> {
  return settingsCacheOver(() => readSettings(db));
}

/** The cache over any reader of the row (the ordering rule above is tested with a reader it holds). */
export async function settingsCacheOver<T>(
  read: () => Promise<T>,
): Promise<{ current(): T; reload(): Promise<void> }> {
  let value = await read();
  let started = 0;
  let applied = 0;
  return {
    current: () => value,
    async reload() {
      const mine = ++started;
      const answer = await read();
      if (mine > applied) {
        applied = mine;
        value = answer;
      }
    },
  };
}
