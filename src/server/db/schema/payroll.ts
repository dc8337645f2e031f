import { bigint, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { createdAt, tstz, updatedAt } from './columns';

/**
 * The owner's connection to each payroll system (issue 41 item 4, decision 103): one row per
 * system. `account` is what may be shown (Employment Hero's business id); `secret` (the API key)
 * is sealed with the data key (`Cipher`, key rotation re-seals it) and never answered back.
 */
export const payrollConnections = pgTable('payroll_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  system: text('system').notNull().unique(),
  account: text('account').notNull(),
  /** Sealed (`v<N>:`...). */
  secret: text('secret').notNull(),
  /** 'Name <email>' of the owner who connected it. */
  connectedBy: text('connected_by').notNull(),
  connectedAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A hire sent to a payroll system ('Send to payroll', issue 41 items 4 and 5): one row per
 * application and system, so a second push updates the employee `employeeId` names instead of
 * creating another. `status` follows its job: pending (queued or retrying), sent, failed.
 */
export const payrollPushes = pgTable(
  'payroll_pushes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    system: text('system').notNull(),
    /** The payroll system's own employee id, from its answer to the first push; null before. */
    employeeId: text('employee_id'),
    status: text('status').notNull(),
    /** The last try's refusal: a status and a digest, never the body (`refusalText`). */
    error: text('error'),
    /** The job of the latest send (a failed one is retried, not doubled, by a new send). */
    jobId: bigint('job_id', { mode: 'number' }),
    requestedBy: text('requested_by').notNull(),
    requestedAt: tstz('requested_at').notNull().defaultNow(),
    /** When the payroll system last accepted the hire. */
    sentAt: tstz('sent_at'),
  },
  (t) => [uniqueIndex('payroll_pushes_application_system_idx').on(t.applicationId, t.system)],
);
export type PayrollPushRow = typeof payrollPushes.$inferSelect;
