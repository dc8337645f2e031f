import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/server/create-deps';
import type { Database } from '../../src/server/db/client';
import { MigrationError } from '../../src/server/db/migration-error';
import { loadEnv } from '../../src/server/env';
import { scratchDatabase, type ScratchDatabase } from '../fixtures/scratch-database';

// Issue 44 item 3: a migration that fails stops the start with one message (main.ts prints it and
// exits 1: the container exits rather than report healthy on an old schema; scripts/test-deploy.sh
// runs the image with a failing migration). Runs on PGlite and, with TEST_DATABASE_URL, PostgreSQL.

const scratches: ScratchDatabase[] = [];
afterEach(async () => {
  for (const s of scratches.splice(0)) await s.drop();
});

describe('a failing migration at start', { timeout: 120_000 }, () => {
  it('stops start-up with a MigrationError naming what the database refused', async () => {
    const scratch = await scratchDatabase();
    scratches.push(scratch);
    const database = await scratch.open();
    // The real migrations, then a statement the database refuses (a migration written against a
    // table that is not there).
    const failing: Database = {
      ...database,
      migrate: async () => {
        await database.migrate();
        await database.db.execute(sql`alter table "no_such_table_migration_test" add column "x" text`);
      },
    };
    const env = loadEnv({
      DATA_DIR: scratch.dataDir,
      LOG_LEVEL: 'silent',
      ...(scratch.url ? { DATABASE_URL: scratch.url, DATA_KEY: 'a'.repeat(43) + '=' } : {}),
    });
    const started = createDeps(env, failing);
    await expect(started).rejects.toThrow(MigrationError);
    await expect(started).rejects.toThrow(
      /^A database migration failed, so the app did not start \(the pending migrations were rolled back\): relation "no_such_table_migration_test" does not exist \(Failed query: alter table "no_such_table_migration_test" add column "x" text\)$/,
    );
    await database.close();
  });
});
