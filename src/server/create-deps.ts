import crypto from 'node:crypto';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/is-database-unavailable';
import { MigrationError } from './db/migration-error';
import type { Env } from './env';
import { ensureAdminPinHash } from './services/admin/admin-pin';
import { openDataKeys } from './services/crypto/open-data-keys';
import { startKeyRotation } from './services/crypto/rotate-data-key';
import { startKeyWatch } from './services/crypto/key-watch';
import { createJobQueue } from './jobs/job-queue';
import { appJobHandlers } from './app-job-handlers';
import { registerPdfSources } from './pdf-source-registry';
import { createMailService } from './services/mail/mail-service';
import { brandedMail } from './services/mail/branded-mail';
import { sharedPdfPool } from './services/pdf/pdf-pool';
import { seedDefaults } from './services/seed/seed-defaults';
import { startLiveCaches } from './services/status/live-caches';
import { recordFirstStart } from './services/staff/pin-retirement';
import { seedEmployerSettings } from './services/settings/seed-settings';
import { createSettingsCache } from './services/settings/settings-cache';
import { employerName } from './services/settings/employer';
import { employerLogoPng } from './services/settings/employer-logo-file';
import type { AppDeps } from './types';
import { UPGRADED_IN_USE } from '../shared/setup-required';

/** Migrates, seeds an empty database, and assembles what every route needs. */
export async function createDeps(
  env: Env,
  database: Database,
  announcePin: (pin: string) => void = () => {},
  announceCode?: (email: string, code: string) => void,
  /** ADMIN_PIN's hash, begun before the database opened (main.ts). */
  adminPinHash?: Promise<string>,
  clock: () => Date = () => new Date(),
): Promise<AppDeps> {
  // A PIN from the environment is hashed (argon2, off the main thread) while the database migrates.
  const pinHash =
    adminPinHash ?? (env.ADMIN_PIN ? ensureAdminPinHash(database.db, env.ADMIN_PIN, announcePin) : undefined);
  registerPdfSources();
  await database.migrate().catch((err: unknown) => {
    // A database gone away is said as such by main.ts; anything else is the migration's own fault.
    throw isDatabaseUnavailable(err) ? err : new MigrationError(err);
  });
  // The environment only seeds the employer's settings (decision 087).
  const seeded = await seedEmployerSettings(database.db, env);
  if (seeded.upgradedInUse) console.log(UPGRADED_IN_USE);
  const settings = await createSettingsCache(database.db);
  await seedDefaults(database.db, settings.current().legalName);
  // The bootstrap PIN's 7 days run from here (issue 36 item 6).
  await recordFirstStart(database.db, clock());
  // Checked against the database's key fingerprints: a wrong key stops start-up (decision 024).
  const keys = await openDataKeys(database.db, env);
  const { key, isRotating } = keys;
  // Registered with its key version; refuses to seal once a newer key is known (decision 038).
  const keyWatch = await startKeyWatch(database, keys.cipher);
  const { cipher } = keyWatch;
  // Every email carries the employer's logo and name when a logo is set (issue 39 item 1).
  const mail = brandedMail(
    createMailService({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      dataDir: env.dataDir,
      // Mail written under DATA_DIR/mail with PDFs attached is sealed (issue 36 item 13).
      seal: (plain) => cipher.sealBytes(plain),
    }),
    async () => {
      const logoPng = await employerLogoPng({ database, cipher, settings });
      return logoPng ? { companyName: employerName({ settings }), logoPng } : null;
    },
  );
  // Start-up's writes (settings, first start, the key's record, a generated PIN's hash) reach the
  // disk before the PIN is printed: a kill -9 right after must not leave a PIN, or a data key,
  // the database never kept (the embedded database commits asynchronously, db/group-commit.ts).
  let generatedPin: string | undefined;
  const pinHashValue = await (pinHash ??
    ensureAdminPinHash(database.db, env.ADMIN_PIN, (pin) => {
      generatedPin = pin;
    }));
  await database.durable();
  if (generatedPin) announcePin(generatedPin);
  // The handlers take the deps themselves (read when a job runs), so a test's PDF pool is theirs too.
  const deps: AppDeps = {
    database,
    env,
    settings,
    cipher,
    mail,
    adminPinHash: pinHashValue,
    codePepper: crypto.createHmac('sha256', key).update('email-codes').digest(),
    deviceKey: crypto.createHmac('sha256', key).update('known-admin-device').digest(),
    announceCode,
    live: await startLiveCaches(database, {
      onDataKey: (version) => keyWatch.heard(version),
      onRelisten: () => {
        void keyWatch.check().catch(() => {});
        void settings.reload().catch(() => {});
      },
      onSettings: () => void settings.reload().catch(() => {}),
    }),
    keyWatch,
    keyRotation: startKeyRotation(database, cipher, isRotating),
    pdf: sharedPdfPool(),
    clock,
    jobs: createJobQueue(database, env, () => appJobHandlers(deps)),
  };
  return deps;
}
