import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { sessions } from './sessions';
import { teamMembers } from './team-members';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos, signatures and generated PDFs live in the database (DESIGN.md §1), never on the
 * web root, so deleting a member deletes their files in the same transaction.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => teamMembers.id, { onDelete: 'cascade' }),
    /** Owner before a member row exists (a draft photo); deleted with the member's drafts. */
    email: text('email'),
    /** Owner of a draft photo before its email is proven (DESIGN.md §3.2); gone with the session. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /**
     * A generated PDF's source: the SHA-256 of what it was rendered from. POST /api/tasks/complete
     * answers the stored PDF while its source is unchanged instead of rendering it again.
     */
    sourceSha256: text('source_sha256'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_member_idx').on(t.memberId), index('stored_files_email_idx').on(t.email)],
);
