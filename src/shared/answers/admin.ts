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

/**
 * GET /api/admin/my-sessions: the signed-in person's own live sign-ins (issue 36 item 14). `ip`
 * and `browser` are those of the sign-in (null for a sign-in from before they were recorded).
 */
export const mySessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  signedInAt: timestamp,
  lastActiveAt: timestamp,
  endsAt: timestamp,
  ip: z.nullable(z.string()),
  browser: z.nullable(z.string()),
});
export type MySession = z.output<typeof mySessionSchema>;
export const mySessionsSchema = z.object({ sessions: z.array(mySessionSchema) });
export type MySessions = z.output<typeof mySessionsSchema>;
/** DELETE /api/admin/my-sessions/:id and DELETE /api/admin/my-sessions (every other one). */
export const mySessionsEndedSchema = z.object({ success: z.literal(true), ended: z.number() });
