import fs from 'node:fs';
import path from 'node:path';

export class DirLockedError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of the live process holding `dir/.lock`, or undefined when none does. */
export function lockHolder(dir: string): number | undefined {
  let holder: number;
  try {
    holder = Number(fs.readFileSync(path.join(dir, '.lock'), 'utf8'));
  } catch {
    return undefined;
  }
  return Number.isInteger(holder) && holder > 0 && isAlive(holder) ? holder : undefined;
}

/**
 * Takes `dir/.lock` (O_EXCL) for this process. A lock left by a process that no longer exists
 * is taken over, so a crash does not leave the install unusable.
 */
export function acquireDirLock(dir: string): () => void {
  const file = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DirLockedError(
          `The database directory ${dir} is in use by another process (pid ${holder}). ` +
            'Stop that process first: two processes writing one PGlite directory corrupt it.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DirLockedError(`Could not lock ${dir}`);
}
