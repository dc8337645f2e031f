import { z } from 'zod/mini';
import { RETENTION_FILTERS } from '../retention';
import { cleanMultiLine, emailField, LONG_TEXT_MAX, optionalText, requiredText } from './fields';

export const PIN_MAX_LENGTH = 6;

/** The PIN is not trimmed: it is compared exactly against the stored hash. */
export const verifyPinSchema = z.object({
  pin: z
    .string('Please enter the admin access code')
    .check(
      z.minLength(1, 'Please enter the admin access code'),
      z.maxLength(PIN_MAX_LENGTH, `The admin access code has at most ${PIN_MAX_LENGTH} characters`),
    ),
});
export type VerifyPin = z.infer<typeof verifyPinSchema>;

export const markDownloadedSchema = z.object({
  officerName: requiredText('Please enter your name to confirm the download'),
});
export type MarkDownloaded = z.infer<typeof markDownloadedSchema>;

export const approveDeletionSchema = z.object({
  officerName: requiredText('Please enter your name to approve deletion'),
  notes: optionalText(LONG_TEXT_MAX, cleanMultiLine()),
  /** Needed when the latest submission has not reached the records system (issue 12, item 7). */
  hasDataElsewhere: z._default(z.boolean(), false),
});
export type ApproveDeletion = z.infer<typeof approveDeletionSchema>;

/** POST /api/admin/legal-hold/:memberId: the owner's reason (decision 108). */
export const legalHoldSchema = z.object({
  reason: requiredText('Please give the reason for the legal hold'),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

export const SEARCH_MAX_LENGTH = 100;

/** GET /api/admin/team-members?page=&search=&status= */
export const retentionQuerySchema = z.object({
  page: z._default(z.coerce.number('Page must be a number').check(z.int(), z.gte(1), z.lte(100_000)), 1),
  search: z._default(z.string().check(z.trim(), z.maxLength(SEARCH_MAX_LENGTH)), ''),
  status: z._default(z.enum(RETENTION_FILTERS), 'all'),
});
export type RetentionQueryInput = z.input<typeof retentionQuerySchema>;

export const TEST_EMAIL_REQUIRED = 'Please enter an email address';

export const testEmailSchema = z.object({
  email: z.pipe(requiredText(TEST_EMAIL_REQUIRED, 254), emailField('Please enter a valid email address')),
});
export type TestEmail = z.infer<typeof testEmailSchema>;

// The answers' schemas live in answers/admin.ts, out of the client's bundle.
export type { AdminSession, TestEmailDefault, TestEmailSent, VerifyPinAnswer } from '../answers/admin';
