import { setImmediate as nextTurn } from 'node:timers/promises';
import crypto from 'node:crypto';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { appSettings } from '../../db/schema/app-settings';
import { storedFiles } from '../../db/schema/stored-files';
import { purgeOldRowVersions } from '../retention/purge-old-row-versions';
import type { Cipher } from './cipher';
import { ENCRYPTED_TABLES, type EncryptedTable } from './encrypted-columns';
import { OLDEST_IN_USE } from './open-data-keys';
import { openFileBytes } from '../files/file-bytes';
import { HEARTBEAT_MS, liveInstancesOlderThan, type InstanceOnKey } from './key-watch';

/** Rows a transaction; each page's updates commit together, then other requests get a turn. */
const PAGE_SIZE = 200;
/** Stored files a transaction: a page holds up to a few MB of photos and PDFs. */
const FILE_PAGE_SIZE = 20;
/** Passes over every table before giving up on values still written under an older key. */
const MAX_PASSES = 3;

export interface RotationOutcome {
  /** Rows whose values were re-encrypted with the current key. */
  reencrypted: number;
  /** Stored files sealed with the current key (files stored in clear before, or under an older key). */
  sealedFiles: number;
  /**
   * Old row versions were purged from the database's files after the pass (decision 020): no
   * value under the old key, nor a file stored in clear, is left in them.
   */
  purged: boolean;
  /** What the purge could not do (PostgreSQL without the privilege to switch WAL, say). */
  warnings: string[];
  /** No value under an older key remains: the old key may be removed (DATA_KEY_PREVIOUS). */
  isComplete: boolean;
  /**
   * A key rotation was seen through: no value nor file under an older key, and no live instance
   * on one (the log's 'rotation finished').
   */
  rotated: boolean;
  /** Why it stopped early (a value that did not open, the database went away). */
  error?: Error;
}

export interface KeyRotation {
  /** Settles once the rotation has ended (immediately when nothing was to rotate). */
  finished: Promise<RotationOutcome>;
  /** Ends it after the page in hand (shutdown); values not reached stay under the old key. */
  stop(): Promise<void>;
  /**
   * Told when every value is done but live instances still run on an older key, so the rotation
   * waits for them (once per set of instances; at once if it is waiting already).
   */
  onWaiting(listener: (instances: InstanceOnKey[]) => void): void;
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

/** Stored files whose bytes are not sealed with `cipher`'s key (in clear, or an older key). */
const staleFile = (cipher: Cipher) => {
  const prefix = Buffer.from(`v${cipher.version}:`, 'latin1');
  return sql`length(${storedFiles.bytes}) > 0 and encode(substring(${storedFiles.bytes} from 1 for ${prefix.length}), 'hex') <> ${prefix.toString('hex')}`;
};

/** Stored files whose bytes are not yet sealed with the current key. */
export async function countStaleFiles(db: Db, cipher: Cipher): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${storedFiles} where ${staleFile(cipher)}`,
  );
  return row!.n;
}

/**
 * One pass over `stored_files` in keyset pages of stale files: each is opened (a file stored in
 * clear before files were sealed is taken as it is) and sealed with the current key. The update
 * applies only if the row still holds the bytes read (their SHA-256 compared in the database).
 */
async function sealStoredFiles(db: Db, cipher: Cipher, isStopped: () => boolean) {
  let after: string | undefined;
  let sealed = 0;
  while (!isStopped()) {
    const rows = await db
      .select({ id: storedFiles.id, bytes: storedFiles.bytes })
      .from(storedFiles)
      .where(and(staleFile(cipher), after === undefined ? undefined : gt(storedFiles.id, after)))
      .orderBy(asc(storedFiles.id))
      .limit(FILE_PAGE_SIZE);
    if (rows.length > 0) {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const digest = crypto.createHash('sha256').update(row.bytes).digest('hex');
          await tx
            .update(storedFiles)
            .set({ bytes: cipher.sealBytes(openFileBytes(cipher, row.bytes)) })
            .where(
              and(eq(storedFiles.id, row.id), sql`encode(sha256(${storedFiles.bytes}), 'hex') = ${digest}`),
            );
        }
      });
      sealed += rows.length;
    }
    if (rows.length < FILE_PAGE_SIZE) break;
    after = rows[rows.length - 1]!.id;
    await nextTurn();
  }
  return sealed;
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
 * Re-encrypts, in the background, every value sealed with an older data key (decision 024), and
 * seals every stored file not yet sealed with the current key (files stored in clear before
 * files were sealed: at the first start after that change, whether or not a key is rotating),
 * then records that no older key is in use, so a later start-up no longer needs
 * DATA_KEY_PREVIOUS. Having changed anything, it purges the old row versions as a deletion does
 * (decision 020): until then the table files and the WAL still hold every value under the old
 * key, and every file in clear. Instances that run it at once are safe: each update applies
 * only to the value it read. Resumable: a stop leaves the rest for the next start.
 */
export function startKeyRotation(
  database: Database,
  cipher: Cipher,
  isRotating: boolean,
  opts: {
    /** Live instances still on an older key (key-watch.ts's registry). */
    olderInstances?: (version: number) => Promise<InstanceOnKey[]>;
    /** How often to look at the registry again while waiting. */
    pollMs?: number;
  } = {},
): KeyRotation {
  const { db } = database;
  const olderInstances = opts.olderInstances ?? ((v: number) => liveInstancesOlderThan(database, v));
  const pollMs = opts.pollMs ?? HEARTBEAT_MS;
  let stopped = false;
  let wake: (() => void) | undefined;
  const isStopped = () => stopped;
  let waitedOn = '';
  let waitingFor: InstanceOnKey[] = [];
  let onWaiting: ((instances: InstanceOnKey[]) => void) | undefined;
  /**
   * Resolves true once no live instance is on an older key than the current one (false if
   * stopped first). Meanwhile it says whom it waits for (once per set of instances) and looks
   * again every `pollMs`: nothing is re-read while it waits.
   */
  const instancesOnKey = async () => {
    while (!stopped) {
      const older = await olderInstances(cipher.version);
      waitingFor = older;
      if (older.length === 0) return true;
      const ids = older
        .map((i) => i.id)
        .sort()
        .join(',');
      if (ids !== waitedOn) onWaiting?.(older);
      waitedOn = ids;
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
    }
    return false;
  };
  const run = async (): Promise<RotationOutcome> => {
    let reencrypted = 0;
    let sealedFiles = 0;
    const warnings: string[] = [];
    const outcome = (isComplete: boolean, purged = false, error?: Error): RotationOutcome => ({
      reencrypted,
      sealedFiles,
      isComplete,
      rotated: isComplete && isRotating,
      purged,
      warnings,
      ...(error ? { error } : {}),
    });
    try {
      // A start with nothing to do (the usual one) costs one count.
      if (!isRotating && (await countStaleFiles(db, cipher)) === 0) return outcome(true);
      for (let pass = 0; pass < MAX_PASSES && !stopped; pass++) {
        if (isRotating)
          for (const entry of ENCRYPTED_TABLES)
            reencrypted += await reencryptTable(db, cipher, entry, isStopped);
        if (stopped) break;
        sealedFiles += await sealStoredFiles(db, cipher, isStopped);
        if (stopped) break;
        const staleValues = isRotating ? await countStaleValues(db, cipher) : 0;
        if (staleValues === 0 && (await countStaleFiles(db, cipher)) === 0) {
          if (isRotating) {
            // Finished only when no live instance can still seal under an older key (issue 37
            // item 1): wait for each to restart on this key, or to die.
            if (!(await instancesOnKey())) break;
            // Counted again after: a value an instance sealed before it heard of this key (a
            // moment at most) gets another pass.
            if ((await countStaleValues(db, cipher)) > 0) continue;
          }
          if (isRotating)
            await db
              .insert(appSettings)
              .values({ key: OLDEST_IN_USE, value: String(cipher.version) })
              .onConflictDoUpdate({
                target: appSettings.key,
                set: { value: String(cipher.version), updatedAt: sql`now()` },
              });
          if (stopped || (reencrypted === 0 && sealedFiles === 0)) return outcome(true);
          await purgeOldRowVersions(database, {
            warn: (_obj: unknown, message?: string) => warnings.push(message ?? ''),
          });
          return outcome(true, true);
        }
      }
      return outcome(false);
    } catch (err) {
      return outcome(false, false, err instanceof Error ? err : new Error(String(err)));
    }
  };
  const finished = run();
  return {
    finished,
    async stop() {
      stopped = true;
      wake?.();
      await finished;
    },
    onWaiting(listener) {
      onWaiting = listener;
      if (waitingFor.length > 0) listener(waitingFor);
    },
  };
}
