import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';

/**
 * A full disk (issue 37 item 6): PostgreSQL's `disk_full` (SQLSTATE 53100: a table could not
 * grow), and the file system's own ENOSPC / EDQUOT (a mail or records file, a WAL segment).
 */
export function isStorageFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    if (typeof message === 'string' && /No space left on device|Disk quota exceeded/.test(message))
      return true;
    e = cause;
  }
  return false;
}

/** What the hire reads (the client shows the server's message): nothing they typed is lost. */
export const STORAGE_FULL_MESSAGE =
  'The server cannot save right now because its storage is full. Nothing you entered was lost. ' +
  'Please try again in a few minutes.';

/** When a request last met a full disk: a write probe's success from before it no longer stands. */
let storageFullSeenAt = -Infinity;

/** A request met a full disk (the error handler says so). */
export function noteStorageFull() {
  storageFullSeenAt = performance.now();
}

/** The log names a storage fault once a minute, not once a request (41 hires, 41 stacks). */
const LOG_EVERY_MS = 60_000;
let lastLoggedAt = -Infinity;

/** Logs `text` at error level unless a storage fault was logged less than a minute ago. */
export function logStorageTrouble(log: FastifyBaseLogger, detail: Record<string, unknown>, text: string) {
  const now = performance.now();
  if (now - lastLoggedAt < LOG_EVERY_MS) {
    log.debug(detail, text);
    return;
  }
  lastLoggedAt = now;
  log.error(detail, `${text} (said once a minute while it lasts)`);
}

/** Free space, in bytes, of the file system holding `dir`, as an unprivileged process may use it. */
export async function freeBytes(dir: string): Promise<number> {
  const s = await fs.promises.statfs(dir);
  return s.bavail * s.bsize;
}

/** How long one write probe's result stands for /healthz (a load balancer asks every few seconds). */
export const WRITE_PROBE_CACHE_MS = 5000;

export interface WriteProbeResult {
  canWrite: boolean;
  /** What cannot write and why, in a few words (an SQLSTATE, an errno): no data. */
  reason?: string;
}

/**
 * Two small writes: one `app_settings` row rewritten (the database takes writes: not read-only,
 * not out of space for its WAL), and 64 KB written, synced and removed in DATA_DIR (a rewritten
 * row often fits in its page, so a full disk can still take it; a new block cannot). The result is
 * kept `WRITE_PROBE_CACHE_MS`, and concurrent checks share one probe.
 */
export function createWriteProbe(db: Db, dataDir: string, now: () => number = () => performance.now()) {
  let last: { at: number; result: WriteProbeResult } | undefined;
  let running: Promise<WriteProbeResult> | undefined;
  const writeDatabase = () =>
    db.execute(
      sql`insert into app_settings (key, value) values ('health_write_probe', ${new Date().toISOString()})
          on conflict (key) do update set value = excluded.value, updated_at = now()`,
    );
  const writeFile = async () => {
    const file = path.join(dataDir, '.health-write-probe');
    const handle = await fs.promises.open(file, 'w', 0o600);
    try {
      await handle.write(Buffer.alloc(64 * 1024));
      await handle.datasync();
    } finally {
      await handle.close();
      await fs.promises.rm(file, { force: true });
    }
  };
  return (): Promise<WriteProbeResult> => {
    const isFresh = last && now() - last.at < WRITE_PROBE_CACHE_MS;
    const isContradicted = last?.result.canWrite && storageFullSeenAt > last.at;
    if (last && isFresh && !isContradicted) return Promise.resolve(last.result);
    running ??= writeDatabase()
      .then(
        () =>
          writeFile().then(
            (): WriteProbeResult => ({ canWrite: true }),
            (err: unknown): WriteProbeResult => ({
              canWrite: false,
              reason: `DATA_DIR cannot be written (${isStorageFull(err) ? 'the disk is full' : ((err as { code?: string }).code ?? 'the write failed')})`,
            }),
          ),
        (err: unknown): WriteProbeResult => ({
          canWrite: false,
          reason: `the database cannot write (${writeFailure(err)})`,
        }),
      )
      .then((result) => {
        last = { at: now(), result };
        return result;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

function writeFailure(err: unknown): string {
  if (isStorageFull(err)) return 'the disk is full';
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return `error ${code}`;
    e = cause;
  }
  return 'the write failed';
}
