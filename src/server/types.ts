import type { Database } from './db/client';
import type { Env } from './env';
import type { JobQueue } from './jobs/job-queue';
import type { Cipher } from './services/crypto/cipher';
import type { KeyRotation } from './services/crypto/rotate-data-key';
import type { KeyWatch } from './services/crypto/key-watch';
import type { MailService } from './services/mail/mail-service';
import type { PdfPool } from './services/pdf/pdf-pool';
import type { LiveCaches } from './services/status/live-caches';
import type { StaffRole } from '../shared/schemas/staff';
import type { StaffRow } from './db/schema/staff';
import type { SessionRow } from './services/sessions/session-store';
import type { SettingsCache } from './services/settings/settings-cache';

/** Who may call a route. Every route declares one in `config.access` (tests/api/route-access). */
export type Access = 'public' | 'employee' | 'admin';

export interface AppDeps {
  database: Database;
  env: Env;
  /** The employer's settings (company, ABN, logo, time zone, default fund), in memory (decision 087). */
  settings: SettingsCache;
  cipher: Cipher;
  mail: MailService;
  adminPinHash: string;
  /** Secret for hashing one-time codes; derived from the data key. */
  codePepper: Buffer;
  /** Signs the admin 'known device' cookie; derived from the data key. */
  deviceKey: Buffer;
  /** Also shows each email code to the operator: main.ts prints it when no SMTP_URL is set. */
  announceCode?: (email: string, code: string) => void;
  /** The durable job queue's worker in this instance (emails, records-system delivery). */
  jobs: JobQueue;
  /** Sessions and status answers in memory, kept right by the database's change notifications. */
  live: LiveCaches;
  /**
   * This instance in the registry of live instances and their data key versions; its `cipher` is
   * the one above, which stops sealing once a newer key is known (decision 038).
   */
  keyWatch: KeyWatch;
  /** Re-encryption of values under an older data key, in the background (decision 024). */
  keyRotation: KeyRotation;
  /** Draws the application PDFs in worker threads (decision 026); the process's shared pool. */
  pdf: PdfPool;
  /** The moment of a signature, and so its declaration's date (a test passes a fixed one). */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * For admin routes: the staff roles that may call it (decision 029); an admin route that
     * names none is the owner's alone. tests/api/staff-roles walks every admin route with each.
     */
    roles?: readonly StaffRole[];
    /**
     * For owner actions: the session must have proved the person's factors within 10 minutes
     * (auth/fresh-factor.ts, decision 037), else 403 `reauth_required`.
     */
    freshFactor?: boolean;
    /** For employee routes with a `/{userEmail}` path: the param that must be the session's email. */
    ownEmailParam?: string;
    /**
     * For admin routes: a bootstrap-PIN session may call it (issue 36 item 6). Only the routes
     * that create and enrol the first owner say so; every other admin route refuses the PIN.
     */
    bootstrap?: boolean;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    session: SessionRow | null;
    /** The signed-in staff member of an admin request (null for the bootstrap PIN and non-admin routes). */
    staff: StaffRow | null;
  }
}
