import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { stepDrafts } from '../../db/schema/step-drafts';
import { storedFiles } from '../../db/schema/stored-files';

/** How long a measured total stands in for the database's, plus what this instance added since. */
const MEASURE_EVERY_MS = 2_000;
const measured = new WeakMap<Db, { bytes: number; at: number }>();

/** Bytes held by sessions that have not proven an email: their drafts and their draft photo. */
export async function measureUnprovenStorage(db: Db): Promise<number> {
  const [row] = await queryRows<{ bytes: string | number }>(
    db,
    sql`
    select (select coalesce(sum(octet_length(${stepDrafts.data})), 0)
              from ${stepDrafts} where ${stepDrafts.sessionId} is not null)
         + (select coalesce(sum(${storedFiles.size}), 0)
              from ${storedFiles} where ${storedFiles.sessionId} is not null) as bytes`,
  );
  return Number(row?.bytes ?? 0);
}

/**
 * Whether `bytes` more fit in the global budget of unproven sessions. The total is measured from
 * the database (so it holds across restarts and instances, and falls as the sweep removes idle
 * visitors' sessions) at most every 2 s; writes accepted meanwhile are added to it here, at the
 * size they take once encrypted (over-counting a photo, which is stored as it is, until the next
 * measurement).
 */
export async function hasUnprovenStorageLeft(
  db: Db,
  bytes: number,
  budget: number,
  now = Date.now(),
): Promise<boolean> {
  let entry = measured.get(db);
  if (!entry || now - entry.at >= MEASURE_EVERY_MS) {
    entry = { bytes: await measureUnprovenStorage(db), at: now };
    measured.set(db, entry);
  }
  // A draft is stored as base64 of its AES-GCM ciphertext: a third larger than what was sent.
  const stored = Math.ceil((bytes * 4) / 3) + 64;
  if (entry.bytes + stored > budget) return false;
  entry.bytes += stored;
  return true;
}
