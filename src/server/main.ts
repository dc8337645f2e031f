import path from 'node:path';
import { type Database, openPglite, openPostgres } from './db/client';
import { DirLockedError } from './db/dir-lock';
import { EnvError, loadEnv } from './env';
import { logDestination } from './log-stream';
import { ensurePrivateDir } from './private-files';
import { dataKeyWarning } from './services/crypto/data-key';
import { DataKeyError } from './services/crypto/open-data-keys';
import { sweepExpired } from './services/sessions/sweep-expired';
import { scheduleReminderSweep } from './services/applications/reminders';
import { serveBackupSocket } from './services/backup/serve-backup-socket';
import { appRoot } from './app-root';
import { hashAdminPin } from './services/admin/admin-pin';
import { noRecipientWarning } from './services/notifications/receiving-recipients';
import {
  deliveriesPausedSince,
  pausedMessage,
  RESUME_DELIVERIES_FLAG,
  resumeDeliveries,
} from './services/deliveries/deliveries-paused';
import { logKeyRotation } from './services/crypto/log-key-rotation';

const root = appRoot;

async function main() {
  // Everything the server writes (database, data key, mailed codes, records) is owner-only.
  process.umask(0o077);
  const env = loadEnv();
  ensurePrivateDir(env.dataDir);
  const keyWarning = dataKeyWarning(env);
  if (keyWarning) console.warn(keyWarning);
  // ADMIN_PIN's argon2 hash needs no database: it runs on the thread pool while the database
  // opens, where it was the last thing a cold start waited for (decision 016).
  const adminPinHash = env.ADMIN_PIN ? hashAdminPin(env.ADMIN_PIN) : undefined;
  // Awaited by createDeps; a failure there is the one reported, not an unhandled rejection first.
  adminPinHash?.catch(() => {});
  // The app's modules load while PGlite initialises (its WASM compile and initdb dominate a cold start).
  const modules = Promise.all([import('./app'), import('./create-deps')]);
  const database: Database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, {
        connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      })
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
    adminPinHash,
  );
  // A restored database's deliveries stay paused until an owner or the operator resumes them
  // (issue 37 item 5); the flag resumes them before the worker first looks.
  if (process.argv.includes(RESUME_DELIVERIES_FLAG)) {
    const resumed = await resumeDeliveries(database.db, { actor: `server (${RESUME_DELIVERIES_FLAG})` });
    console.log(
      resumed
        ? `Deliveries resumed (${RESUME_DELIVERIES_FLAG}): queued emails and records deliveries are sent.`
        : `Deliveries were not paused; ${RESUME_DELIVERIES_FLAG} changed nothing.`,
    );
  }
  const pausedSince = await deliveriesPausedSince(database.db);
  const app = await buildApp(deps, {
    logLevel: env.LOG_LEVEL,
    clientDir: path.join(root, 'dist/client'),
    // Lines a person reads on a terminal, JSON lines anywhere else.
    logStream: await logDestination(process.stdout),
  });
  logKeyRotation(app.log, deps);

  // Hourly housekeeping; the first run waits a minute so start-up stays quick.
  const sweep = () =>
    sweepExpired(database.db)
      .then((gone) => app.log.info(gone, 'expired sessions and codes removed'))
      .catch((err: unknown) => app.log.warn({ err }, 'sweep of expired sessions failed'));
  const timers = [setTimeout(() => void sweep(), 60_000), setInterval(() => void sweep(), 3600_000)];
  // HR's reminders (decision 031): a durable job that queues its own next run; this queues the
  // first one unless one is already waiting (a restart, another instance).
  scheduleReminderSweep(database.db, new Date(Date.now() + 60_000)).catch((err: unknown) =>
    app.log.warn({ err }, 'queueing the reminder sweep failed'),
  );
  for (const timer of timers) timer.unref();

  let closing = false;
  /**
   * SIGTERM (docker stop gives 10 s): the listener closes and idle keep-alive connections with it;
   * requests already received are answered (a request arriving on a busy keep-alive connection
   * meanwhile gets a 503 with `Connection: close`); the worker stops claiming and hands back
   * what it could not finish in 5 s. Whatever still holds on (a database that does not answer)
   * is cut at 9 s, so the process always ends before the orchestrator's SIGKILL.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown did not finish in 9 s; exiting');
      process.exit(1);
    }, 9000).unref();
    // A connection still busy after 8 s is cut, so the rest of the shutdown still fits.
    setTimeout(() => app.server.closeAllConnections(), 8000).unref();
    // Node closes the idle keep-alive connections once, when the listener closes; one whose
    // request finishes later would stay open for KEEP_ALIVE_TIMEOUT_MS (72 s), so look again.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    // The worker stops claiming now, not after the HTTP side has drained.
    await Promise.all([deps.jobs.stop(), deps.keyRotation.stop(), stopBackups(), app.close()]);
    clearInterval(closeIdle);
    deps.mail.close();
    await deps.live.stop();
    // Leaves the registry of live instances at once: a rotation waiting for this one goes on.
    await deps.keyWatch.stop();
    await database.close();
    process.exit(0);
  };
  // Answers sent while shutting down end their connection: the client opens a new one, to an
  // instance that is still up.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  // `npm run backup` asks this process for the embedded database's snapshot (docs/decisions/023).
  const stopBackups = database.dumpDataDir
    ? await serveBackupSocket(env.dataDir, database.dumpDataDir, app.log)
    : async () => {};
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const url = env.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`Onboarding app ready at ${url} (database: ${database.kind})`);
  if (pausedSince) app.log.warn(pausedMessage(pausedSince));
  // A fresh install: a submission would reach nobody until a recipient is added (issue 35). Said at
  // info, as the start-up lines are: every admin page warns of it, and a newcomer's first `npm start`
  // is a normal state, not a fault (the console stays free of warnings: issue 21 item 9).
  const nobodyTold = await noRecipientWarning(database.db).catch(() => null);
  if (nobodyTold) app.log.info(nobodyTold);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError || err instanceof DirLockedError || err instanceof DataKeyError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
