import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { ensurePrivateDir, restrictTree } from '../../private-files';
import { DELIVERIES_PAUSED_KEY, PAUSE_DELIVERIES_SQL } from '../deliveries/deliveries-paused';
import { DELIVERY_KIND_NAMES } from '../deliveries/delivery-kinds';

/**
 * Restores a backup (`readBackup`'s gzipped tar) into `DATA_DIR/db`, which must not hold a
 * database. It is unpacked into a sibling directory, opened once (PostgreSQL replays its WAL and
 * checkpoints), closed, fsynced and renamed into place, so a failed restore leaves no half
 * database. The lock file copied from the live app is dropped: it names that process. The
 * restored database starts with its deliveries paused (services/deliveries/deliveries-paused.ts):
 * a copy started beside the original must not send its queued emails a second time.
 */
export async function restoreBackup(
  dataDir: string,
  data: Buffer,
  now = new Date(),
): Promise<{ members: number; pausedDeliveries: number }> {
  const dbDir = path.join(dataDir, 'db');
  if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
    throw new Error(
      `${dbDir} is not empty: restore goes into a DATA_DIR with no database (move the old one away first)`,
    );
  }
  if (data.subarray(0, 2).toString('hex') !== '1f8b') throw new Error('This file is not a backup (not gzip)');
  ensurePrivateDir(dataDir);
  const staging = path.join(dataDir, `db.restoring-${crypto.randomBytes(4).toString('hex')}`);
  try {
    // PGlite's own defaults (fsync off) here: nothing is acknowledged until the whole file
    // system is synced below, and with fsync on, recovery would first fsync every file one by one.
    const client = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([new Uint8Array(data)], { type: 'application/x-gzip' }),
      extensions: pgliteExtensions,
    });
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from team_members');
    await client.query(PAUSE_DELIVERIES_SQL, [DELIVERIES_PAUSED_KEY, now.toISOString()]);
    // What the pause holds back.
    const queued = await client.query<{ n: number }>(
      "select count(*)::int as n from jobs where status in ('pending', 'running') and kind = any($1)",
      [DELIVERY_KIND_NAMES],
    );
    await client.query('CHECKPOINT');
    await client.close();
    fs.rmSync(path.join(staging, '.lock'), { force: true });
    restrictTree(staging);
    // Unpacked files are only in the page cache until synced: one syncfs(2) of the file system
    // (coreutils `sync -f`) instead of a thousand fsyncs, before and after the rename.
    syncFileSystem(staging);
    if (fs.existsSync(dbDir)) fs.rmdirSync(dbDir);
    fs.renameSync(staging, dbDir);
    syncFileSystem(dataDir);
    return { members: rows[0]!.n, pausedDeliveries: queued.rows[0]!.n };
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
}

function syncFileSystem(dir: string): void {
  execFileSync('sync', ['-f', dir]);
}
