import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * Server-side sessions. The cookie holds a random 128-bit token; only its SHA-256 is stored,
 * so a database dump does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** The employee this session acts for, once basic info is saved or an email code verified. */
    email: text('email'),
    adminUntil: tstz('admin_until'),
    /** The staff member this admin session signed in as; null for the bootstrap PIN (decision 029). */
    staffId: uuid('staff_id'),
    /** The role the admin session acts with: the person's, or 'owner' for the bootstrap PIN. */
    staffRole: text('staff_role'),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Idle expiry of this session when shorter than the default (hours once its email has submitted). */
    idleSeconds: integer('idle_seconds'),
    /**
     * When this session, already acting for its email, proved it again with a fresh code: opens
     * the step-up window (services/identity/step-up.ts) for submitted secrets and moving the application.
     */
    steppedUpAt: tstz('stepped_up_at'),
    /**
     * When the staff person last proved their factors on this session (the sign-in, or the
     * re-authentication owner actions ask for after 10 minutes: decision 037).
     */
    authenticatedAt: tstz('authenticated_at'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_email_idx').on(t.email)],
);
