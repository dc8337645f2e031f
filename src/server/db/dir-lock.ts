import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export class DirLockedError extends Error {}

const lockFile = (dir: string) => path.join(dir, '.lock');

/**
 * Locks `dir/.lock` for this process with a lock the kernel holds (an open file description lock,
 * `F_OFD_SETLK`, on Linux; `flock` on macOS), not with a pid written in the file: the kernel
 * releases it when the process dies however it dies, and every process on the host sees it,
 * whatever its PID namespace (two containers on one volume). The file itself is never deleted
 * (a process could hold a lock on a file another had just unlinked); its text (pid and host) is
 * only for the error message, and a file naming a live pid (pid 1 after a reboot) blocks nothing.
 * Returns the release function; throws DirLockedError while another process holds it.
 */
export function acquireDirLock(dir: string): () => void {
  const file = lockFile(dir);
  // Node opens with O_CLOEXEC: no child process inherits the descriptor, or the lock with it.
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  let granted: boolean;
  try {
    granted = tryLock(fd);
  } catch (err) {
    fs.closeSync(fd);
    throw err;
  }
  if (!granted) {
    // Held now by a live process (the kernel says so); the file's text only names it.
    const holder = fs.readFileSync(fd, 'utf8').trim();
    fs.closeSync(fd);
    throw new DirLockedError(
      `The database directory ${dir} is in use by another process${holder ? ` (${holder})` : ''}. ` +
        'Stop that process first: two processes writing one PGlite directory corrupt it.',
    );
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `pid ${process.pid} on ${os.hostname()}`, 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    fs.ftruncateSync(fd, 0);
    unlock(fd);
    fs.closeSync(fd);
  };
}

/** Whether a process holds `dir/.lock` now (asked of the kernel; the file's text is not read). */
export function dirLockHeld(dir: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(lockFile(dir), 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  try {
    const free = tryLock(fd, { shared: true });
    if (free) unlock(fd);
    return !free;
  } finally {
    fs.closeSync(fd);
  }
}
