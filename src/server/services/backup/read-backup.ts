import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { openPglite } from '../../db/client';
import { DirLockedError } from '../../db/dir-lock';
import { backupSocketPath } from './backup-socket-path';

/** The app died (or closed the connection) before the whole snapshot had arrived. */
export class BackupInterruptedError extends Error {
  constructor(readonly received: string) {
    super(`The app stopped before it had sent the whole backup (${received})`);
  }
}

/**
 * A consistent snapshot (gzipped tar) of the embedded database in `DATA_DIR/db`. PGlite lives
 * inside the running app, so whenever its backup socket answers, the app takes the snapshot and
 * sends it; only when nothing answers is the directory opened here, under the directory lock
 * (which a running app holds, in whatever container or PID namespace it runs: then this refuses).
 * Nothing here deletes a lock. The data key is not in it: encrypted fields stay encrypted.
 */
export async function readBackup(dataDir: string): Promise<{ data: Buffer; source: string }> {
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dbDir} (is DATA_DIR right? With DATABASE_URL, use pg_dump)`);
  }
  const socketPath = backupSocketPath(dataDir);
  const asked = await askRunningApp(socketPath);
  if ('data' in asked) return { data: asked.data, source: `the running app (pid ${asked.pid})` };
  let database;
  try {
    database = await openPglite(dbDir, { useTemplate: false });
  } catch (err) {
    if (!(err instanceof DirLockedError)) throw err;
    throw new Error(
      `The app is running (it holds ${dbDir}) but its backup socket ${socketPath} does not answer ` +
        `(${asked.refused}): run the backup as the app's user with the app's DATA_DIR, or restart the app.`,
      { cause: err },
    );
  }
  try {
    const blob = await database.dumpDataDir!();
    return { data: Buffer.from(await blob.arrayBuffer()), source: `${dbDir} (the app is not running)` };
  } finally {
    await database.close();
  }
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/**
 * Asks the app over its socket. `{ refused }` when nothing accepts the connection (no app, or a
 * socket file left by a dead one); once connected, an answer cut short by the app's death is a
 * BackupInterruptedError, never a half snapshot.
 */
function askRunningApp(
  socketPath: string,
): Promise<{ data: Buffer; pid: number | string } | { refused: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = net.connect(socketPath, () => {
      connected = true;
      socket.write('backup\n');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected) resolve({ refused: err.code ?? err.message });
      // Once connected, 'close' follows and judges what arrived (a reset is an app that died).
    });
    socket.on('close', () => {
      if (!connected) return;
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let head: { bytes?: number; error?: string; pid?: number } | undefined;
      try {
        head =
          newline < 0 ? undefined : (JSON.parse(all.subarray(0, newline).toString('utf8')) as typeof head);
      } catch {
        head = undefined;
      }
      if (head?.error !== undefined) {
        reject(new Error(`The app could not take the backup: ${head.error}`));
        return;
      }
      if (head?.bytes === undefined) {
        reject(new BackupInterruptedError('nothing received'));
        return;
      }
      const body = all.subarray(newline + 1);
      if (body.length !== head.bytes) {
        reject(new BackupInterruptedError(`${mb(body.length)} of ${mb(head.bytes)} received`));
        return;
      }
      resolve({ data: body, pid: head.pid ?? 'unknown' });
    });
  });
}
