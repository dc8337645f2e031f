import { z } from 'zod/mini';
import { VEVO_RESULTS } from '../choice-labels';
import { RETENTION_STATUSES } from '../retention';
import { RETENTION_RULE_IDS } from '../retention-rules';
import { timestamp } from '../schemas/answers';

/**
 * A team member as the data-retention page lists it. The server hands `Date`s (`z.input`), the
 * client reads ISO strings (`RetentionMember`, GET /api/admin/team-members).
 */
export const retentionMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  /** The onboarding date. */
  createdAt: timestamp,
  status: z.enum(RETENTION_STATUSES),
  dataDownloadedBy: z.nullable(z.string()),
  dataDownloadedAt: z.nullable(timestamp),
  approvedForDeletion: z.boolean(),
  approvedBy: z.nullable(z.string()),
  approvedAt: z.nullable(timestamp),
  approvalNotes: z.nullable(z.string()),
  /** Approved although the data had not reached the records system: the officer ticked they hold it. */
  approvedWithoutDelivery: z.boolean(),
  /** The latest submission, and its delivery to the external records system; null before any. */
  submissionId: z.nullable(z.string()),
  recordsSystemStatus: z.nullable(z.string()),
  recordsSystemError: z.nullable(z.string()),
  /** The super choice is OPTION 3: payroll must ask the ATO for the stapled fund (DESIGN §3.14). */
  isStapledSuper: z.boolean(),
  recordsSystemDeliveredAt: z.nullable(timestamp),
  /** Personal status is Visa Citizen (issue 22 §3). */
  isVisaHolder: z.boolean(),
  /** The employer's latest VEVO check of the member's work rights; null before one. */
  vevoCheck: z.nullable(
    z.object({
      checkedOn: z.string(),
      result: z.enum(VEVO_RESULTS),
      reference: z.string(),
      /** The work conditions VEVO showed; '' for none. */
      conditions: z.string(),
      officer: z.string(),
      recordedBy: z.string(),
      recordedAt: timestamp,
    }),
  ),
  /** A visa holder without a recorded VEVO check: flagged until one is recorded. */
  needsVevoCheck: z.boolean(),
  /** The retention rule that governs the record and when it may be deleted (decision 108). */
  retention: z.object({
    rule: z.enum(RETENTION_RULE_IDS),
    /** 'YYYY-MM-DD'; null: any day (never an employee) or not known yet (no end date recorded). */
    deletableFrom: z.nullable(z.string()),
    isDeletable: z.boolean(),
    /** The last activity, from which a never-employed person's purge is counted. */
    lastActivityAt: z.nullable(timestamp),
  }),
  /** The owner's legal hold: while set, nothing deletes the record. */
  legalHold: z.nullable(z.object({ reason: z.string(), by: z.string(), at: timestamp })),
});
export type RetentionMember = z.output<typeof retentionMemberSchema>;

export const retentionCountsSchema = z.object({
  pendingDownload: z.number(),
  downloaded: z.number(),
  approvedForDeletion: z.number(),
  /** Members whose latest submission could not be delivered to the records system. */
  failedDeliveries: z.number(),
});
export type RetentionCounts = z.output<typeof retentionCountsSchema>;

/** GET /api/admin/team-members: one page of the (searched, filtered) list, and the counters of all. */
export const retentionPageSchema = z.object({
  members: z.array(retentionMemberSchema),
  counts: retentionCountsSchema,
  /** Members matching the search and filter, over every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Days after the last activity that the daily job purges a never-employed person (RETENTION_PURGE_DAYS). */
  purgeAfterDays: z.number(),
});
export type RetentionPage = z.output<typeof retentionPageSchema>;

/** DELETE /api/admin/delete-approved. */
export const deleteApprovedAnswerSchema = z.object({ deletedCount: z.number() });
export type DeleteApprovedAnswer = z.output<typeof deleteApprovedAnswerSchema>;

/** POST /api/admin/clear-all-data: what was wiped. */
export const clearAllAnswerSchema = z.object({
  cleared: z.object({ teamMembers: z.number(), policyAcknowledgments: z.number() }),
});
export type ClearAllAnswer = z.output<typeof clearAllAnswerSchema>;
