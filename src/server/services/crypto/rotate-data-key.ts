import { setImmediate as nextTurn } from 'node:timers/promises';
import { asc, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appSettings } from '../../db/schema/app-settings';
import type { Cipher } from './cipher';
import { ENCRYPTED_TABLES, type EncryptedTable } from './encrypted-columns';
import { OLDEST_IN_USE } from './open-data-keys';

/** Rows a transaction; each page's updates commit together, then other requests get a turn. */
const PAGE_SIZE = 200;
/** Passes over every table before giving up on values still written under an older key. */
const MAX_PASSES = 3;

export interface RotationOutcome {
  /** Rows whose values were re-encrypted with the current key. */
  reencrypted: number;
  /** No value under an older key remains: the old key may be removed (DATA_KEY_PREVIOUS). */
  isComplete: boolean;
  /** Why it stopped early (a value that did not open, the database went away). */
  error?: Error;
}

export interface KeyRotation {
  /** Settles once the rotation has ended (immediately when nothing was to rotate). */
  finished: Promise<RotationOutcome>;
  /** Ends it after the page in hand (shutdown); values not reached stay under the old key. */
  stop(): Promise<void>;
}

/** Values under an older key than `cipher`'s, in every encrypted column. */
export async function countStaleValues(db: Db, cipher: Cipher): Promise<number> {
  const current = `v${cipher.version}:%`;
  let total = 0;
  for (const { table, columns } of ENCRYPTED_TABLES) {
    const stale = sql.join(
      columns.map((c) => sql`(${c} <> '' and ${c} not like ${current})`),
      sql` or `,
    );
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table} where ${stale}`,
    );
    total += row!.n;
  }
  return total;
}

/**
 * One pass over `entry`'s table in keyset pages: each value sealed with an older key is opened
 * and sealed again with the current one. The update applies only if the row still holds the
 * value read (a request that wrote the row meanwhile sealed it with the current key already).
 */
async function reencryptTable(db: Db, cipher: Cipher, entry: EncryptedTable, isStopped: () => boolean) {
  const { table, id, columns } = entry;
  const selection = Object.fromEntries(columns.map((c, i) => [`c${i}`, c]));
  let after: unknown;
  let reencrypted = 0;
  while (!isStopped()) {
    const rows = (await db
      .select({ id, ...selection })
      .from(table)
      .where(after === undefined ? undefined : gt(id, after))
      .orderBy(asc(id))
      .limit(PAGE_SIZE)) as Record<string, string>[];
    const updates: SQL[] = [];
    for (const row of rows) {
      const sets: SQL[] = [];
      const same: SQL[] = [];
      columns.forEach((column, i) => {
        const value = row[`c${i}`]!;
        if (!cipher.isStale(value)) return;
        sets.push(sql`${sql.identifier(column.name)} = ${cipher.encrypt(cipher.decrypt(value))}`);
        same.push(sql`${column} = ${value}`);
      });
      if (sets.length === 0) continue;
      updates.push(
        sql`update ${table} set ${sql.join(sets, sql`, `)} where ${id} = ${row.id} and ${sql.join(same, sql` and `)}`,
      );
    }
    if (updates.length > 0) {
      await db.transaction(async (tx) => {
        for (const update of updates) await tx.execute(update);
      });
      reencrypted += updates.length;
    }
    if (rows.length < PAGE_SIZE) break;
    after = rows[rows.length - 1]!.id;
    await nextTurn();
  }
  return reencrypted;
}

/**
 * Re-encrypts, in the background, every value sealed with an older data key (decision 024), then
 * records that no older key is in use, so a later start-up no longer needs DATA_KEY_PREVIOUS.
 * Instances that run it at once are safe: each update applies only to the value it read.
 */
export function startKeyRotation(db: Db, cipher: Cipher, isRotating: boolean): KeyRotation {
  let stopped = false;
  const run = async (): Promise<RotationOutcome> => {
    let reencrypted = 0;
    if (!isRotating) return { reencrypted, isComplete: true };
    try {
      for (let pass = 0; pass < MAX_PASSES && !stopped; pass++) {
        for (const entry of ENCRYPTED_TABLES)
          reencrypted += await reencryptTable(db, cipher, entry, () => stopped);
        if (stopped) break;
        if ((await countStaleValues(db, cipher)) === 0) {
          await db
            .insert(appSettings)
            .values({ key: OLDEST_IN_USE, value: String(cipher.version) })
            .onConflictDoUpdate({
              target: appSettings.key,
              set: { value: String(cipher.version), updatedAt: sql`now()` },
            });
          return { reencrypted, isComplete: true };
        }
      }
      return { reencrypted, isComplete: false };
    } catch (err) {
      return { reencrypted, isComplete: false, error: err instanceof Error ? err : new Error(String(err)) };
    }
  };
  const finished = run();
  return {
    finished,
    async stop() {
      stopped = true;
      await finished;
    },
  };
}
