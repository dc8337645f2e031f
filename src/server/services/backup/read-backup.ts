import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { openPglite } from '../../db/client';
import { lockHolder } from '../../db/dir-lock';
import { backupSocketPath } from './backup-socket-path';

/**
 * A consistent snapshot (gzipped tar) of the embedded database in `DATA_DIR/db`. While the app
 * runs, PGlite is inside its process, so the running app takes the snapshot and sends it over its
 * backup socket; when it is stopped, the directory is opened here (under the same lock).
 * The data key is not in it: encrypted fields stay encrypted.
 */
export async function readBackup(dataDir: string): Promise<{ data: Buffer; source: string }> {
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dbDir} (is DATA_DIR right? With DATABASE_URL, use pg_dump)`);
  }
  const pid = lockHolder(dbDir);
  if (pid !== undefined) {
    return { data: await askRunningApp(backupSocketPath(dataDir)), source: `the running app (pid ${pid})` };
  }
  const database = await openPglite(dbDir, { useTemplate: false });
  try {
    const blob = await database.dumpDataDir!();
    return { data: Buffer.from(await blob.arrayBuffer()), source: `${dbDir} (the app is not running)` };
  } finally {
    await database.close();
  }
}

function askRunningApp(socketPath: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write('backup\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err) =>
      reject(
        new Error(`The app is running but its backup socket ${socketPath} does not answer: ${err.message}`),
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      const head = JSON.parse(all.subarray(0, newline).toString('utf8')) as {
        bytes?: number;
        error?: string;
      };
      const body = all.subarray(newline + 1);
      if (head.error !== undefined) reject(new Error(`The app could not take the backup: ${head.error}`));
      else if (body.length !== head.bytes)
        reject(new Error(`The backup was cut off (${body.length} of ${head.bytes} bytes)`));
      else resolve(body);
    });
  });
}
