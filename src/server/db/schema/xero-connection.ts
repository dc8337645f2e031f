import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz, updatedAt } from './columns';

/**
 * The Xero Payroll AU organisation the owner connected (issue 41 item 4, decision 104): one row at
 * most. The grant (access and refresh tokens, the tenant and connection ids) is a `Cipher` value,
 * sealed like a TFN: whoever holds it can read and write the organisation's payroll. While the
 * owner is on Xero's consent screen, the row also holds the hash of the `state` sent there and
 * the session that asked, so the callback is taken only from that session, once.
 */
export const xeroConnection = pgTable(
  'xero_connection',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always true: the unique index on it keeps the table to one row. */
    one: boolean('one').notNull().default(true).unique(),
    /** enc: `XeroGrant` as JSON, or '' while not connected. */
    grant: text('grant').notNull().default(''),
    /** The organisation's name as Xero gives it (the connection's tenantName), shown to the owner. */
    organisationName: text('organisation_name').notNull().default(''),
    connectedAt: tstz('connected_at'),
    /** sha256 (hex) of the OAuth `state` of a connection under way, or ''. */
    pendingStateHash: text('pending_state_hash').notNull().default(''),
    /** The session that started it: the callback must come from the same one. */
    pendingSessionId: text('pending_session_id').notNull().default(''),
    pendingUntil: tstz('pending_until'),
    updatedAt: updatedAt(),
  },
  (t) => [check('xero_connection_one_row', sql`${t.one}`)],
);
export type XeroConnectionRow = typeof xeroConnection.$inferSelect;
