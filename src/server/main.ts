import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { type Database, openPglite, openPostgres } from './db/client';
import { DirLockedError } from './db/dir-lock';
import { MigrationError } from './db/migration-error';
import { isDatabaseUnavailable } from './db/is-database-unavailable';
import {
  DatabaseNotReachedError,
  databaseWhere,
  unreachableReason,
  waitForDatabase,
} from './db/wait-for-database';
import { EnvError, loadEnv } from './env';
import { logDestination } from './log-stream';
import { ensurePrivateDir } from './private-files';
import { dataKeyWarning } from './services/crypto/data-key';
import { DataKeyError, requireGivenDataKey } from './services/crypto/open-data-keys';
import { sweepExpired } from './services/sessions/sweep-expired';
import { scheduleReminderSweep } from './services/applications/reminders';
import { scheduleRetentionSweep } from './services/retention/retention-purge';
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
import { SETUP_REQUIRED } from '../shared/setup-required';

const root = appRoot;

async function main() {
  // Everything the server writes (database, data key, mailed codes, records) is owner-only.
  process.umask(0o077);
  const env = loadEnv();
  // Before anything is written to the data dir (a container's volume).
  requireGivenDataKey(env);
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
    : await openPglite(path.join(env.dataDir, 'db'), { groupCommitWaitMs: env.GROUP_COMMIT_WAIT_MS });
  // PostgreSQL not reachable yet (starting beside us, a failover): wait for it (issue 37 item 11).
  if (env.DATABASE_URL)
    await waitForDatabase(database, {
      waitSeconds: env.DB_START_WAIT_SECONDS,
      where: databaseWhere(env.DATABASE_URL),
    });
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
  // Said before the server is ready, so an operator reads it among the start-up lines.
  if (pausedSince) app.log.warn(pausedMessage(pausedSince));

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
  // The daily retention sweep (decision 108), queued the same way.
  scheduleRetentionSweep(database.db, new Date(Date.now() + 120_000)).catch((err: unknown) =>
    app.log.warn({ err }, 'queueing the retention sweep failed'),
  );
  for (const timer of timers) timer.unref();

  let closing = false;
  /** Requests taken and not yet answered: those still receiving their body are answered at BODY_GRACE_MS. */
  const inFlight = new Set<FastifyReply>();
  app.addHook('onRequest', async (_req, reply) => {
    inFlight.add(reply);
    // Answered, hijacked and answered, or its connection gone: no longer in flight.
    reply.raw.once('close', () => inFlight.delete(reply));
  });
  /**
   * SIGTERM (docker stop gives 10 s; decision 022, issue 37 item 8): the listener closes (no new
   * connections) while idle keep-alive connections are kept LINGER_MS, so a request a client sent
   * on one as the signal came is answered 503 with `Connection: close` rather than reset; then
   * they are closed, and again every 100 ms. Requests already received are answered; one whose
   * body is still arriving at BODY_GRACE_MS (a trickling upload) is answered 503. The worker stops
   * claiming and hands back what it could not finish in 5 s. A connection still busy at CUT_MS is
   * cut, and whatever still holds on (a database that does not answer) ends at EXIT_MS.
   */
  const LINGER_MS = 1000;
  const BODY_GRACE_MS = 4000;
  const CUT_MS = 6000;
  const EXIT_MS = 7000;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    for (const timer of timers) clearTimeout(timer);
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(`shutdown did not finish in ${EXIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, EXIT_MS).unref();
    setTimeout(() => app.server.closeAllConnections(), CUT_MS).unref();
    setTimeout(() => {
      for (const reply of inFlight) {
        if (reply.request.raw.complete || reply.sent || reply.raw.headersSent) continue;
        inFlight.delete(reply);
        reply.hijack();
        reply.raw.writeHead(503, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        reply.raw.end(
          JSON.stringify({
            error: 'shutting_down',
            message: 'The server is restarting and your upload did not finish. Please try again.',
          }),
        );
        app.log.warn(
          { url: reply.request.url },
          'a request still receiving its body at shutdown was answered 503',
        );
      }
    }, BODY_GRACE_MS).unref();
    // Node's server.close() closes the idle keep-alive connections at once: one a client is
    // sending a request on at that moment is reset. Keep them LINGER_MS; Fastify answers what
    // arrives on them meanwhile with 503 and `Connection: close`.
    const closeIdleConnections = app.server.closeIdleConnections.bind(app.server);
    app.server.closeIdleConnections = () => {};
    let closeIdle: NodeJS.Timeout | undefined;
    setTimeout(() => {
      app.server.closeIdleConnections = closeIdleConnections;
      closeIdleConnections();
      // One whose request finishes later would stay open for KEEP_ALIVE_TIMEOUT_MS (72 s): look again.
      closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      closeIdle.unref();
    }, LINGER_MS).unref();
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
  // A fresh install: a submission would reach nobody until a recipient is added (issue 35). Said at
  // info, as the start-up lines are: every admin page warns of it, and a newcomer's first `npm start`
  // is a normal state, not a fault (the console stays free of warnings: issue 21 item 9).
  const nobodyTold = await noRecipientWarning(database.db).catch(() => null);
  if (nobodyTold) app.log.info(nobodyTold);
  if (!deps.settings.current().setupDoneAt) app.log.info(SETUP_REQUIRED.console);
}

main().catch((err: unknown) => {
  if (
    err instanceof EnvError ||
    err instanceof DirLockedError ||
    err instanceof DataKeyError ||
    err instanceof DatabaseNotReachedError ||
    err instanceof MigrationError
  ) {
    console.error(err.message);
  } else if (isDatabaseUnavailable(err)) {
    // Lost again after the wait (during the migrations): one sentence, the supervisor restarts us.
    console.error(
      `The database went away while the app was starting (${unreachableReason(err)}); start it again.`,
    );
  } else {
    console.error(err);
  }
  process.exit(1);
});
