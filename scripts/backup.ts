// npm run backup -- FILE: a consistent snapshot of the embedded database (docs/decisions/023).
// FILE `-` writes the snapshot to standard output (the messages go to standard error), for a
// pipe that encrypts it before anything reaches a disk: deploy/backup/backup.sh pipes it to age.
import path from 'node:path';
import { loadEnv } from '../src/server/env';
import { BackupInterruptedError, readBackup } from '../src/server/services/backup/read-backup';
import { writeFileWhole } from '../src/server/write-file-whole';

const arg = process.argv[2];
if (!arg) {
  console.error(
    'Usage: npm run backup -- FILE   (e.g. npm run backup -- /backups/onboarding-$(date +%F).tar.gz; - for standard output)',
  );
  process.exit(2);
}
const toStdout = arg === '-';
// npm runs scripts in the package's folder; FILE is relative to where the command was typed.
const file = toStdout ? 'standard output' : path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
const say = toStdout ? console.error : console.log;
try {
  process.umask(0o077);
  const env = loadEnv();
  const { data, source } = await readBackup(env.dataDir);
  if (toStdout) {
    // Only a snapshot that arrived whole is written (readBackup checks its length).
    await new Promise<void>((resolve, reject) =>
      process.stdout.write(data, (err) => (err ? reject(err) : resolve())),
    );
  } else await writeFileWhole(file, data, 0o600);
  say(`Backup of ${source} written to ${file} (${(data.length / 1e6).toFixed(1)} MB).`);
  say('It holds no data key: keep the key (DATA_KEY or DATA_DIR/data.key) safe, and apart from the backups.');
} catch (err) {
  // One sentence, no stack: the file is written whole or not at all (writeFileWhole), so an
  // interrupted backup leaves nothing under FILE.
  if (err instanceof BackupInterruptedError) {
    console.error(
      `Backup failed: the app stopped while sending it (${err.received}), so nothing was written ` +
        `to ${file}; start the app again and run the backup again.`,
    );
  } else console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
