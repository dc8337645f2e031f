import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { teamMembers } from './team-members';

/** One row per submitted (or resubmitted) application; delivery status of the records system. */
export const submissionRecords = pgTable(
  'submission_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => teamMembers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    isResubmission: text('is_resubmission').notNull().default('false'),
    /** enc: the whole submission JSON (holds TFN and bank details). */
    submissionData: text('submission_data').notNull(),
    pdfFileId: uuid('pdf_file_id'),
    /**
     * The Fair Work statements given with this submission (JSON `FairWorkStatementGiven[]`: which,
     * the link shown, when), recorded by the server at submission (decision 032).
     */
    fairWorkStatements: text('fair_work_statements').notNull().default('[]'),
    recordsSystemStatus: text('records_system_status').notNull().default('pending'),
    recordsSystemError: text('records_system_error'),
    /**
     * The tries of the delivery to the records system so far, counted here as each one ends: the
     * job row that also counts them is pruned 30 days after it is done, and HR's record is not.
     */
    recordsAttempts: integer('records_attempts').notNull().default(0),
    deliveredAt: tstz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('submission_records_email_idx').on(t.email),
    // A member's latest submission (data retention) in one index probe.
    index('submission_records_member_latest_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('submission_records_failed_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.recordsSystemStatus} = 'failed'`),
  ],
);
