import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `data` to `file` whole or not at all: into a hidden temp file beside it, fsynced, then
 * renamed over. On a full disk (ENOSPC) or any other failed write the temp file is removed and
 * the error thrown, so no empty or cut-off file is left under the real name.
 */
export async function writeFileWhole(file: string, data: Uint8Array, mode: number): Promise<void> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${crypto.randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await fs.open(tmp, 'wx', mode);
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}
