import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../private-files';

/** DATA_KEY, or a key file created once with mode 0600 in the data dir (DESIGN.md §3.8). */
export function loadDataKey(dataKey: string | undefined, dataDir: string): Buffer {
  if (dataKey) return Buffer.from(dataKey, 'base64');
  const file = path.join(dataDir, 'data.key');
  if (fs.existsSync(file)) {
    // A key file copied in or made by hand may be readable by others.
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, PRIVATE_FILE_MODE);
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  }
  ensurePrivateDir(dataDir);
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return key;
}
