import { z } from 'zod/mini';
import { timestamp } from '../schemas/answers';
import { STAFF_ROLES } from '../staff-roles';

/** POST /api/admin/verify-pin: 200 with access granted, 401 for a wrong PIN (the spec's own shape). */
export const verifyPinAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export const verifyPinRefusedSchema = z.object({ success: z.literal(false), message: z.string() });
export type VerifyPinAnswer = z.output<typeof verifyPinAnswerSchema>;

/** POST /api/admin/logout. */
export const adminLogoutAnswerSchema = z.object({ success: z.literal(true) });

/**
 * GET /api/admin/session: lets admin pages check their access before rendering: who is signed
 * in, with which role (decision 029).
 */
export const adminSessionSchema = z.object({
  isAdmin: z.literal(true),
  expiresAt: timestamp,
  role: z.enum(STAFF_ROLES),
  staff: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  /** Signed in with the bootstrap PIN: the pages show a banner asking to create the owner account. */
  needsOwnerAccount: z.boolean(),
});
export type AdminSession = z.output<typeof adminSessionSchema>;

/** GET /api/test-email/default: the address the test email form starts with. */
export const testEmailDefaultSchema = z.object({ email: z.string() });
export type TestEmailDefault = z.output<typeof testEmailDefaultSchema>;
/** POST /api/test-email. */
export const testEmailSentSchema = z.object({ success: z.literal(true), message: z.string() });
export type TestEmailSent = z.output<typeof testEmailSentSchema>;
