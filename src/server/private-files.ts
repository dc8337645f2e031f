import fs from 'node:fs';
import path from 'node:path';

/** Owner-only: the data dir holds the database, the data key and mailed codes. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and its parents) if needed and makes it owner-only, however it was made. A
 * directory of another owner (a mounted volume) keeps the mode that owner gave it.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
  }
}

/**
 * Takes group and other permissions off everything under `dir`. PGlite restores its data dir
 * with the modes stored in its archive (0666 files: a umask does not apply to an explicit
 * chmod), and a data dir made by an older version kept those; this runs on every open. Walks
 * with a stack: a data dir is about a thousand files a few levels deep.
 */
export function restrictTree(dir: string): void {
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    const stat = fs.lstatSync(current);
    if (stat.isSymbolicLink()) continue;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) fs.chmodSync(current, PRIVATE_DIR_MODE);
      for (const name of fs.readdirSync(current)) stack.push(path.join(current, name));
    } else if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(current, stat.mode & 0o700);
    }
  }
}
