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

export async function createSettingsCache(db: Db): Promise<SettingsCache> {
  let value = await readSettings(db);
  return {
    current: () => value,
    async reload() {
      value = await readSettings(db);
    },
  };
}
