// A child process for bench/boot-wait.ts: the real app on a fresh in-memory database, serving the
// built client in the directory given (argv[2]); prints its URL as one line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { createDeps } from '../src/server/create-deps';
import { openPglite } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';

const clientDir = path.resolve(process.argv[2]!);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'onb-bench-boot-'));
const env = loadEnv({
  DATA_DIR: dataDir,
  ADMIN_PIN: '123456',
  DATA_KEY: crypto.randomBytes(32).toString('base64'),
  LOG_LEVEL: 'warn',
});
const database = await openPglite();
const deps = await createDeps(env, database);
const app = await buildApp(deps, { logLevel: 'warn', clientDir });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);

process.on('SIGTERM', () => {
  void app.close().finally(async () => {
    deps.mail.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
