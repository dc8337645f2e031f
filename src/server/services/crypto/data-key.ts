import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../private-files';

export const keyFilePath = (dataDir: string) => path.join(dataDir, 'data.key');

/** The key file in the data dir, when there is one (made by `createKeyFile` or copied in). */
export function readKeyFile(dataDir: string): Buffer | undefined {
  const file = keyFilePath(dataDir);
  if (!fs.existsSync(file)) return undefined;
  // A key file copied in or made by hand may be readable by others.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, PRIVATE_FILE_MODE);
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

/** A new random key in a key file created with mode 0600 (DESIGN.md §3.8). */
export function createKeyFile(dataDir: string): Buffer {
  ensurePrivateDir(dataDir);
  const key = crypto.randomBytes(32);
  fs.writeFileSync(keyFilePath(dataDir), key.toString('base64'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return key;
}

/** DATA_KEY, or a key file created once with mode 0600 in the data dir (DESIGN.md §3.8). */
export function loadDataKey(dataKey: string | undefined, dataDir: string): Buffer {
  if (dataKey) return Buffer.from(dataKey, 'base64');
  return readKeyFile(dataDir) ?? createKeyFile(dataDir);
}

/**
 * What identifies a data key in the database without helping anyone find it: HKDF-SHA256 of the
 * key with a label of its own (the key is 256 random bits; nothing else derived from it uses
 * this label). Two keys have the same fingerprint only if they are the same key.
 */
export function keyFingerprint(key: crypto.KeyObject | Buffer): string {
  const derived = crypto.hkdfSync('sha256', key, 'onboarding', 'data-key fingerprint v1', 32);
  return Buffer.from(derived).toString('base64url');
}

/**
 * Start-up's warning for a production install (https PUBLIC_URL) that keeps its data key in a
 * file beside the database: a backup of the data dir then holds the key to its own encrypted
 * fields.
 */
export function dataKeyWarning(env: { DATA_KEY?: string; PUBLIC_URL?: string; dataDir: string }) {
  if (env.DATA_KEY || !env.PUBLIC_URL?.startsWith('https://')) return undefined;
  return (
    `Warning: DATA_KEY is not set, so the data key is the file ${keyFilePath(env.dataDir)}, beside the ` +
    'database it protects. Set DATA_KEY (from a secret store) to that key and keep it apart from the ' +
    'data and its backups.'
  );
}
