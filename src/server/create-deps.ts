import crypto from 'node:crypto';
import type { Database } from './db/client';
import type { Env } from './env';
import { ensureAdminPinHash } from './services/admin/admin-pin';
import { createCipher } from './services/crypto/cipher';
import { loadDataKey } from './services/crypto/data-key';
import { createJobQueue } from './jobs/job-queue';
import { createMailService } from './services/mail/mail-service';
import { seedDefaults } from './services/seed/seed-defaults';
import { startLiveCaches } from './services/status/live-caches';
import { submissionJobHandlers } from './services/submission/submission-job-handlers';
import type { AppDeps } from './types';

/** Migrates, seeds an empty database, and assembles what every route needs. */
export async function createDeps(
  env: Env,
  database: Database,
  announcePin: (pin: string) => void = () => {},
  announceCode?: (email: string, code: string) => void,
): Promise<AppDeps> {
  // A PIN from the environment is hashed (argon2, off the main thread) while the database migrates.
  const pinHash = env.ADMIN_PIN ? ensureAdminPinHash(database.db, env.ADMIN_PIN, announcePin) : undefined;
  await database.migrate();
  await seedDefaults(database.db, env.COMPANY_NAME);
  const key = loadDataKey(env.DATA_KEY, env.dataDir);
  const cipher = createCipher(key);
  const mail = createMailService({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.dataDir });
  return {
    database,
    env,
    cipher,
    mail,
    adminPinHash: await (pinHash ?? ensureAdminPinHash(database.db, env.ADMIN_PIN, announcePin)),
    codePepper: crypto.createHmac('sha256', key).update('email-codes').digest(),
    deviceKey: crypto.createHmac('sha256', key).update('known-admin-device').digest(),
    announceCode,
    live: await startLiveCaches(database),
    jobs: createJobQueue(database, env, () => submissionJobHandlers({ database, env, cipher, mail })),
  };
}
