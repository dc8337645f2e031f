import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** DATA_KEY, or a key file created once with mode 0600 in the data dir (DESIGN.md §3.8). */
export function loadDataKey(dataKey: string | undefined, dataDir: string): Buffer {
  if (dataKey) return Buffer.from(dataKey, 'base64');
  const file = path.join(dataDir, 'data.key');
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  return key;
}
