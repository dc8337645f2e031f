import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EmploymentDetails } from '../../../shared/schemas/employment';
import { createdAt, tstz } from './columns';

/**
 * One row per person going through onboarding (issue 25, decision 031): HR's invitation, or a
 * hire who started on their own (made when their email is first proven). The state shown to HR
 * is derived from these timestamps and the submissions (services/applications/list-applications.ts).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    /** What HR typed when inviting; '' for a self-started application. */
    fullName: text('full_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    position: text('position').notNull().default(''),
    department: text('department').notNull().default(''),
    location: text('location').notNull().default(''),
    plannedStartDate: text('planned_start_date').notNull().default(''),
    /** The tax form's default basis of payment; null: none. */
    basisOfPayment: text('basis_of_payment'),
    /** The employer's side of the employment (issue 41 item 1, decision 099); null until HR gives it. */
    employment: jsonb('employment').$type<EmploymentDetails>(),
    invitedBy: text('invited_by'),
    invitedAt: tstz('invited_at'),
    /** SHA-256 (hex) of the current link's token; null once opened or withdrawn. */
    tokenHash: text('token_hash'),
    tokenSentAt: tstz('token_sent_at'),
    tokenExpiresAt: tstz('token_expires_at'),
    openedAt: tstz('opened_at'),
    withdrawnAt: tstz('withdrawn_at'),
    approvedAt: tstz('approved_at'),
    approvedBy: text('approved_by'),
    /** The hire's last write to any task or draft (triggers of migration 0014), or their proof. */
    lastActiveAt: tstz('last_active_at'),
    /**
     * When the hire first went on from Basic Information, the screen that shows the collection
     * notice (APP 5, decision 106) above its questions; null before.
     */
    collectionNoticeShownAt: tstz('collection_notice_shown_at'),
    /**
     * The employee file (issue 42 item 1, decision 107): the day the employee actually started,
     * and later the last day of employment and why ('YYYY-MM-DD' like the planned start date);
     * null until HR records them, after approval.
     */
    startedOn: text('started_on'),
    endedOn: text('ended_on'),
    /** One of END_REASONS (shared/schemas/employee.ts); null while employed. */
    endReason: text('end_reason'),
    /**
     * The language the hire reads in (issue 43, decision 110): chosen with the switch or the
     * phone's own; null before the hire's device said. HR sees it; what is signed stays English.
     */
    language: text('language'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: tstz('last_reminder_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_token_hash_idx').on(t.tokenHash),
    index('applications_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * What happened to an application that no other table keeps: HR's actions, the link opened,
 * reminders. Task signatures, submissions and deliveries are read from their own tables.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    taskId: text('task_id'),
    /** The staff member for HR's actions; null for the hire's and the system's. */
    actor: text('actor'),
    /** HR's message of a change request. */
    message: text('message'),
    /** The licence a 'licence-sighted' event confirms HR saw (issue 40 item 2); the row may since be gone. */
    licenceId: uuid('licence_id'),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);
