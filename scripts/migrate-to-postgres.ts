// npm run migrate-to-postgres: the embedded database into DATABASE_URL (docs/decisions/023).
import path from 'node:path';
import { loadEnv, readSecretFiles } from '../src/server/env';
import { migrateToPostgres } from '../src/server/services/backup/migrate-to-postgres';

try {
  // The embedded install's settings (its DATA_DIR, and no DATA_KEY needed: rows are copied sealed,
  // as they are); DATABASE_URL names the target here, not the database the app runs on.
  // DATABASE_URL or DATABASE_URL_FILE names the target.
  const target = readSecretFiles(process.env).DATABASE_URL;
  const env = {
    ...loadEnv({ ...process.env, DATABASE_URL: undefined, DATABASE_URL_FILE: undefined }),
    DATABASE_URL: target,
  };
  if (!env.DATABASE_URL) {
    console.error(
      'Set DATABASE_URL to the new, empty PostgreSQL database (createdb onboarding), and DATA_DIR as the app has it.',
    );
    process.exit(2);
  }
  const copied = await migrateToPostgres(env.dataDir, env.DATABASE_URL);
  for (const { table, rows } of copied) console.log(`  ${table}: ${rows} rows`);
  const total = copied.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copied ${total} rows in ${copied.length} tables from ${path.join(env.dataDir, 'db')}; every table matches.`,
  );
  console.log(
    'Start the app with this DATABASE_URL and the same data key: DATA_KEY set to the contents of DATA_DIR/data.key ' +
      '(or the DATA_KEY you already use). The embedded database is left as it was; remove it once you are satisfied.',
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
