// npm run restore -- FILE: a backup into an empty DATA_DIR (docs/decisions/023).
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv } from '../src/server/env';
import { restoreBackup } from '../src/server/services/backup/restore-backup';

const arg = process.argv[2];
if (!arg) {
  console.error('Usage: npm run restore -- FILE   (into DATA_DIR, which must hold no database)');
  process.exit(2);
}
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
try {
  process.umask(0o077);
  const env = loadEnv();
  const { members, pausedDeliveries } = await restoreBackup(env.dataDir, fs.readFileSync(file));
  console.log(`Restored ${file} into ${path.join(env.dataDir, 'db')}: ${members} team members.`);
  console.log(
    `Deliveries are paused in the restored copy (${pausedDeliveries} queued wait): it sends no email and nothing to the records system ` +
      'until an owner resumes them on the Deliveries page, or it is started with `npm start -- --resume-deliveries`.',
  );
  console.log(
    'Give the app the data key these were encrypted with (DATA_KEY, or the key file DATA_DIR/data.key, mode 0600) before npm start.',
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
