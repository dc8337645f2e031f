import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { storedFiles } from './stored-files';

/**
 * The signature and initials a hire drew (or typed) once and adopted (issue 43 item 4, decision
 * 112): each later document is signed by a deliberate tap on 'Sign with my signature', recorded
 * with that document's own evidence. The images are stored files (sealed, rotated with the data
 * key, moved and forgotten with the email's other files); the row goes with them.
 */
export const adoptedSignatures = pgTable('adopted_signatures', {
  email: text('email').primaryKey(),
  signatureFileId: uuid('signature_file_id')
    .notNull()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  initialsFileId: uuid('initials_file_id')
    .notNull()
    .references(() => storedFiles.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of each PNG as adopted: a document signed with it names the same image. */
  signatureSha256: text('signature_sha256').notNull(),
  initialsSha256: text('initials_sha256').notNull(),
  /** The adoption's own evidence (DESIGN.md §3.15): when, from which address, browser and device. */
  adoptedAt: tstz('adopted_at').notNull(),
  adoptedIp: text('adopted_ip').notNull(),
  adoptedUserAgent: text('adopted_user_agent').notNull(),
  adoptedDevice: text('adopted_device').notNull(),
});
