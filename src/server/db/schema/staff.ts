import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';

/**
 * The people who sign in to the admin pages, each as themselves (issue 24, decision 029). A
 * person is never deleted (the audit names them): `deactivatedAt` ends their access.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** 'owner' | 'hr' | 'payroll' (shared/schemas/staff.ts). */
    role: text('role').notNull(),
    /** enc: the TOTP secret (base32), '' until an authenticator app is enrolled. */
    totpSecret: text('totp_secret').notNull().default(''),
    /** The last 30-second step a TOTP code was accepted for: that code and older ones are refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The password's argon2 hash (decision 037): with the authenticator code it is the second
     * factor. Null for a passkey-only person, and for one enrolled before passwords (they need a
     * new set-up link).
     */
    passwordHash: text('password_hash'),
    /** Wrong sign-ins in a row (reset by a sign-in): the 10th locks the account (decision 037). */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    /** Locked by 10 wrong sign-ins in a row: only the password with a recovery code, or an owner, opens it. */
    lockedAt: tstz('locked_at'),
    /** When the first factor was confirmed: until then the person cannot sign in. */
    enrolledAt: tstz('enrolled_at'),
    deactivatedAt: tstz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_members_email_idx').on(t.email)],
);

/** A one-time enrolment link (24 h): only the SHA-256 of its token is kept. */
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** enc: the TOTP secret offered by this link, until a first code confirms it. */
    pendingTotpSecret: text('pending_totp_secret').notNull().default(''),
    /** The WebAuthn registration challenge this link offered last. */
    passkeyChallenge: text('passkey_challenge'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_enrolments_staff_idx').on(t.staffId)],
);

/** A person's passkeys (WebAuthn credentials). */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    /** The credential id (base64url), as the browser names it at sign-in. */
    credentialId: text('credential_id').notNull().unique(),
    /** enc: the COSE public key (base64url). */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('staff_passkeys_staff_idx').on(t.staffId)],
);

/** Ten one-time recovery codes per person, each kept as an argon2 hash (salted, slow: decision 037). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Passkey sign-in challenges: one a request, used once, 5 minutes. */
export const staffSignInChallenges = pgTable('staff_sign_in_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  challenge: text('challenge').notNull().unique(),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: createdAt(),
});

export type StaffRow = typeof staffMembers.$inferSelect;
