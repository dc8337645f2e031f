import path from 'node:path';
import { type Database, openPglite, openPostgres } from './db/client';
import { DirLockedError } from './db/dir-lock';
import { EnvError, loadEnv } from './env';
import { ensurePrivateDir } from './private-files';
import { sweepExpired } from './services/sessions/sweep-expired';
import { appRoot } from './app-root';

const root = appRoot;

async function main() {
  // Everything the server writes (database, data key, mailed codes, records) is owner-only.
  process.umask(0o077);
  const env = loadEnv();
  ensurePrivateDir(env.dataDir);
  // The app's modules load while PGlite initialises (its WASM compile and initdb dominate a cold start).
  const modules = Promise.all([import('./app'), import('./create-deps')]);
  const database: Database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL)
    : await openPglite(path.join(env.dataDir, 'db'));
  const [{ buildApp }, { createDeps }] = await modules;
  const deps = await createDeps(
    env,
    database,
    (pin) => {
      console.log(
        `\n  Admin PIN (shown once, only its hash is kept): ${pin}\n  Set ADMIN_PIN to choose your own.\n`,
      );
    },
    // With no SMTP server the code is also shown here, so the app can be tried on one's own
    // machine; production sets SMTP_URL and the code reaches only the mailbox.
    env.SMTP_URL
      ? undefined
      : (email, code) => console.log(`Email code for ${email}: ${code} (no SMTP_URL set)`),
  );
  const app = await buildApp(deps, { logLevel: env.LOG_LEVEL, clientDir: path.join(root, 'dist/client') });

  // Hourly housekeeping; the first run waits a minute so start-up stays quick.
  const sweep = () =>
    sweepExpired(database.db)
      .then((gone) => app.log.info(gone, 'expired sessions and codes removed'))
      .catch((err: unknown) => app.log.warn({ err }, 'sweep of expired sessions failed'));
  const timers = [setTimeout(() => void sweep(), 60_000), setInterval(() => void sweep(), 3600_000)];
  for (const timer of timers) timer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    app.log.info({ signal }, 'shutting down');
    await app.close();
    deps.mail.close();
    await deps.live.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`Onboarding app ready at ${url} (database: ${database.kind})`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
